import type { ChainAdapter } from '../adapters/types.ts'
import { type GasPrice, getGasPrice, getIdentity } from '../api/blockchain.ts'
import type { ApiClient } from '../api/http.ts'
import type { TokenBalance } from '../assets/types.ts'
import { isEvmAddress } from '../caip/addresses.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { UnsupportedChainError } from '../errors/transactions.ts'
import { parseTokenAmount } from '../send/amount.ts'
import { getErc20TransferAbi } from '../send/erc20.ts'
import { encodeErc20Transfer } from '../send/transferData.ts'
import { assertErc20TokenAddress, assertSendRequest } from '../send/validate.ts'
import type { AccountController } from './account.ts'
import type { BalancesController } from './balances.ts'
import type { EventName, EventProperties } from './events.ts'
import type { NetworksController } from './networks.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

/** SPEC §3 Send state, plus the network fee shown in the preview. */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  gasPrice: GasPrice | undefined
  /** Estimated fee in the native coin's smallest unit (standard gas price × estimated gas). */
  networkFee: bigint | undefined
}

const EMPTY_SEND: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  gasPrice: undefined,
  networkFee: undefined,
}

export type SendController = {
  store: StoreApi<SendState>
  setToken(token: TokenBalance | undefined): void
  setAmount(amount: string | undefined): void
  /** Sets the receiver and, for a valid address, looks up its name and avatar (identity API). */
  setReceiver(address: string | undefined): Promise<void>
  /** Fetches the gas price and estimates the fee of the current send; null when that fails (SPEC §8). */
  fetchNetworkFee(): Promise<bigint | null>
  /** Sends the token (SPEC §4 Send); resolves with the transaction hash once it is mined. */
  send(): Promise<string>
  /** The ERC20 leg of a send; exposed for its own rule (SPEC §5: a token address is required). */
  sendErc20Token(parameters: {
    tokenAddress: string | undefined
    receiverAddress: string
    amount: bigint
  }): Promise<string>
  reset(): void
}

export type SendControllerParameters = {
  api: ApiClient
  account: AccountController
  networks: NetworksController
  balances: BalancesController
  adapterFor: (namespace: string) => ChainAdapter | undefined
  track: (event: EventName, properties?: EventProperties) => void
  /** Runs after a successful send, e.g. to refresh the header balance and show Account (SPEC §2). */
  onSuccess?: (() => void) | undefined
  extraUsdtContracts?: readonly string[] | undefined
}

function tokenAddressOf(token: TokenBalance): string | undefined {
  return token.address?.split(':')[2]
}

/**
 * The send flow's state and rules (SPEC §3–§5): checks in SPEC order, dispatch by the active
 * network's namespace, ERC20 `transfer` with the ABI variant for USDT-style tokens or a native-coin
 * transaction, exact amounts, `loading` during the send, SEND_INITIATED / SEND_SUCCESS events, and on
 * success a reset plus a forced balance refresh for the network.
 */
export function createSendController(parameters: SendControllerParameters): SendController {
  const { api, account, networks, balances } = parameters
  const store = createVanillaStore<SendState>({ ...EMPTY_SEND })

  function sender() {
    const { address, connectorId } = account.store.getState()
    const caipNetwork = networks.store.getState().caipNetwork
    return { address, connectorId, caipNetwork }
  }

  function eventProperties(): EventProperties {
    const { token, sendTokenAmount } = store.getState()
    return {
      accountType: account.store.getState().accounts[0]?.type ?? 'eoa',
      token: token?.symbol ?? '',
      amount: sendTokenAmount ?? '',
      network: networks.store.getState().caipNetwork?.caipNetworkId ?? '',
    }
  }

  function requireSender(): { address: string; connectorId: string; caipNetwork: CaipNetwork } {
    const { address, connectorId, caipNetwork } = sender()
    if (!address || !connectorId || !caipNetwork) throw new UnsupportedChainError()
    return { address, connectorId, caipNetwork }
  }

  async function sendErc20Token({
    tokenAddress,
    receiverAddress,
    amount,
  }: {
    tokenAddress: string | undefined
    receiverAddress: string
    amount: bigint
  }) {
    assertErc20TokenAddress(tokenAddress)
    const from = requireSender()
    const adapter = parameters.adapterFor(from.caipNetwork.chainNamespace)
    if (!adapter?.writeContract) throw new UnsupportedChainError()
    return adapter.writeContract({
      ...from,
      contractAddress: tokenAddress,
      abi: getErc20TransferAbi({
        caipNetworkId: from.caipNetwork.caipNetworkId,
        tokenAddress,
        extraUsdtContracts: parameters.extraUsdtContracts,
      }),
      functionName: 'transfer',
      args: [receiverAddress, amount],
    })
  }

  async function sendNative(receiverAddress: string, amount: bigint) {
    const from = requireSender()
    const adapter = parameters.adapterFor(from.caipNetwork.chainNamespace)
    if (!adapter?.sendTransaction) throw new UnsupportedChainError()
    return adapter.sendTransaction({ ...from, to: receiverAddress, value: amount })
  }

  return {
    store,
    setToken(token) {
      store.setState({ token, networkFee: undefined })
    },
    setAmount(sendTokenAmount) {
      store.setState({ sendTokenAmount, networkFee: undefined })
    },
    async setReceiver(receiverAddress) {
      store.setState({
        receiverAddress,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        networkFee: undefined,
      })
      if (!isEvmAddress(receiverAddress)) return
      try {
        const identity = await getIdentity(api, { address: receiverAddress, sender: sender().address })
        if (store.getState().receiverAddress !== receiverAddress) return
        store.setState({
          receiverProfileName: identity.name ?? undefined,
          receiverProfileImageUrl: identity.avatar ?? undefined,
        })
      } catch {
        // Without a name the address itself is shown.
      }
    },
    async fetchNetworkFee() {
      const { token, sendTokenAmount, receiverAddress } = store.getState()
      const { address, connectorId, caipNetwork } = sender()
      const adapter = caipNetwork ? parameters.adapterFor(caipNetwork.chainNamespace) : undefined
      if (!token || !receiverAddress || !address || !connectorId || !caipNetwork || !adapter?.request)
        return null
      try {
        const amount = parseTokenAmount(sendTokenAmount ?? '0', Number(token.quantity.decimals))
        const tokenAddress = tokenAddressOf(token)
        const transaction = tokenAddress
          ? { from: address, to: tokenAddress, data: encodeErc20Transfer(receiverAddress, amount) }
          : { from: address, to: receiverAddress, value: `0x${amount.toString(16)}` }
        const [gasPrice, gas] = await Promise.all([
          getGasPrice(api, { chainId: caipNetwork.caipNetworkId }),
          adapter.request({ connectorId, method: 'eth_estimateGas', params: [transaction] }),
        ])
        const networkFee = BigInt(gasPrice.standard) * BigInt(gas as string)
        const native = balances.store.getState().tokenBalances.find((balance) => !balance.address)
        store.setState({
          gasPrice,
          networkFee,
          networkBalanceInUSD: native ? String(native.value) : undefined,
        })
        return networkFee
      } catch {
        return null
      }
    },
    async send() {
      const state = store.getState()
      const namespace = assertSendRequest({
        token: state.token
          ? {
              address: state.token.address,
              symbol: state.token.symbol,
              decimals: state.token.quantity.decimals,
            }
          : undefined,
        amount: state.sendTokenAmount,
        receiverAddress: state.receiverAddress,
        chainNamespace:
          networks.store.getState().caipNetwork?.chainNamespace ?? account.store.getState().namespace,
      })
      const token = state.token!
      const receiverAddress = state.receiverAddress!.trim()
      const amount = parseTokenAmount(state.sendTokenAmount!, Number(token.quantity.decimals))
      if (!parameters.adapterFor(namespace)) throw new UnsupportedChainError()
      store.setState({ loading: true })
      try {
        parameters.track('SEND_INITIATED', eventProperties())
        const hash = token.address
          ? await sendErc20Token({ tokenAddress: tokenAddressOf(token), receiverAddress, amount })
          : await sendNative(receiverAddress, amount)
        parameters.track('SEND_SUCCESS', eventProperties())
        store.setState({ ...EMPTY_SEND })
        await balances.fetch({ forceUpdate: true })
        parameters.onSuccess?.()
        return hash
      } finally {
        store.setState({ loading: false })
      }
    },
    sendErc20Token,
    reset() {
      store.setState({ ...EMPTY_SEND })
    },
  }
}
