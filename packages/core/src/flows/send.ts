import { estimateSend } from '../actions/estimateSend.ts'
import { sendToken } from '../actions/sendToken.ts'
import { type GasPrice, getIdentity } from '../api/blockchain.ts'
import type { TokenBalance } from '../assets/types.ts'
import { isEvmAddress } from '../caip/addresses.ts'
import type { Portico } from '../instance/createPortico.ts'
import { createVanillaStore, type StoreApi } from '../stores/store.ts'
import type { BalancesController } from './balances.ts'

/** docs/rules/entities.md Send state, plus the network fee shown in the preview. */
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
  /** Estimates the fee of the current send; null when that fails (docs/rules/errors.md). */
  fetchNetworkFee(): Promise<bigint | null>
  /** Sends the token (docs/rules/states.md Send); resolves with the transaction hash once it is final. */
  send(): Promise<string>
  reset(): void
}

/** A transfer sent by the send flow. */
export type SentTransfer = { hash: string; token: TokenBalance; to: string; amount: string }

export type SendControllerParameters = {
  portico: Portico
  balances: BalancesController
  /** Runs after a successful send with what was sent, e.g. to show Account (docs/rules/screens.md). */
  onSuccess?: ((sent: SentTransfer) => void) | undefined
}

/**
 * The modal's send form: what the visitor entered, the receiver's identity and the fee, over the
 * `estimateSend` and `sendToken` actions. `loading` holds during a send; on success the form resets
 * and the balances are fetched again for the network (docs/rules/states.md Send).
 */
export function createSendController(parameters: SendControllerParameters): SendController {
  const { portico, balances } = parameters
  const store = createVanillaStore<SendState>({ ...EMPTY_SEND })

  function request() {
    const { token, sendTokenAmount, receiverAddress } = store.getState()
    return { token, to: receiverAddress, amount: sendTokenAmount }
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
        const sender = portico.account.store.getState().address
        const identity = await getIdentity(portico.api, { address: receiverAddress, sender })
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
      const estimate = await estimateSend(portico, {
        ...request(),
        amount: store.getState().sendTokenAmount ?? '0',
      })
      if (!estimate) return null
      const native = balances.store.getState().tokenBalances.find((balance) => !balance.address)
      store.setState({
        gasPrice: estimate.gasPrice,
        networkFee: estimate.networkFee,
        networkBalanceInUSD: native ? String(native.value) : undefined,
      })
      return estimate.networkFee
    },
    async send() {
      const pending = request()
      store.setState({ loading: true })
      try {
        const hash = await sendToken(portico, pending)
        store.setState({ ...EMPTY_SEND })
        await balances.fetch({ forceUpdate: true, background: true })
        if (pending.token && pending.to && pending.amount) {
          parameters.onSuccess?.({ hash, token: pending.token, to: pending.to, amount: pending.amount })
        }
        return hash
      } finally {
        store.setState({ loading: false })
      }
    },
    reset() {
      store.setState({ ...EMPTY_SEND })
    },
  }
}
