import { checkSend } from '../actions/checkSend.ts'
import { estimateSend } from '../actions/estimateSend.ts'
import { sendToken } from '../actions/sendToken.ts'
import type { FeeRates, FeeSpeed } from '../adapters/types.ts'
import { type GasPrice, getIdentity } from '../api/blockchain.ts'
import { isEvmAddress } from '../caip/addresses.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import { PorticoError } from '../errors/base.ts'
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
  /** Where the chain prices its own fees (Bitcoin's fee estimates): the rate of each speed. */
  feeRates: FeeRates | undefined
  /** The speed the visitor chose among `feeRates`; the fee and the send use its rate. */
  feeSpeed: FeeSpeed
  /**
   * Why the chain would refuse the send as entered (`checkSend`: Bitcoin's receiver address, its dust
   * threshold), checked whenever the token, amount or receiver change; the form shows it inline.
   */
  refusal: PorticoError | undefined
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
  feeRates: undefined,
  feeSpeed: 'normal',
  refusal: undefined,
}

export type SendController = {
  store: StoreApi<SendState>
  setToken(token: TokenBalance | undefined): void
  setAmount(amount: string | undefined): void
  /** Chooses the fee rate's speed where the chain prices its own fees; the fee is estimated again. */
  setFeeSpeed(feeSpeed: FeeSpeed): Promise<bigint | null>
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
    const { token, sendTokenAmount, receiverAddress, feeSpeed } = store.getState()
    return { token, to: receiverAddress, amount: sendTokenAmount, feeSpeed }
  }

  let checks = 0

  /** Runs the chain's own checks of what is entered; only the latest check's answer is kept. */
  async function check() {
    const id = ++checks
    const { token, sendTokenAmount, receiverAddress } = store.getState()
    if (!token || !sendTokenAmount?.trim() || !receiverAddress?.trim()) {
      store.setState({ refusal: undefined })
      return
    }
    const refusal = await checkSend(portico, request()).then(
      () => undefined,
      (error: unknown) => (error instanceof PorticoError ? error : undefined),
    )
    if (id === checks) store.setState({ refusal })
  }

  async function fetchNetworkFee(): Promise<bigint | null> {
    const { feeSpeed } = store.getState()
    const estimate = await estimateSend(portico, {
      ...request(),
      amount: store.getState().sendTokenAmount ?? '0',
    })
    // A later choice of speed wins over an estimate that answers after it.
    if (store.getState().feeSpeed !== feeSpeed) return store.getState().networkFee ?? null
    if (!estimate) {
      store.setState({ networkFee: undefined })
      return null
    }
    const native = balances.store.getState().tokenBalances.find((balance) => !balance.address)
    store.setState({
      gasPrice: estimate.gasPrice,
      feeRates: estimate.feeRates,
      networkFee: estimate.networkFee,
      networkBalanceInUSD: native ? String(native.value) : undefined,
    })
    return estimate.networkFee
  }

  return {
    store,
    setToken(token) {
      store.setState({ token, networkFee: undefined })
      void check()
    },
    setAmount(sendTokenAmount) {
      store.setState({ sendTokenAmount, networkFee: undefined })
      void check()
    },
    setFeeSpeed(feeSpeed) {
      store.setState({ feeSpeed })
      return fetchNetworkFee()
    },
    async setReceiver(receiverAddress) {
      store.setState({
        receiverAddress,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        networkFee: undefined,
      })
      void check()
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
    fetchNetworkFee,
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
