import { approveSwap } from '../actions/approveSwap.ts'
import { getCapabilities } from '../actions/getCapabilities.ts'
import { getSwapAllowance } from '../actions/getSwapAllowance.ts'
import { type GetSwapQuoteReturnType, getSwapQuote } from '../actions/getSwapQuote.ts'
import { getSwapTokens } from '../actions/getSwapTokens.ts'
import { swapTokens } from '../actions/swapTokens.ts'
import type { SwapToken } from '../api/convert.ts'
import { SwapNetworkNotSupportedError } from '../errors/transactions.ts'
import type { Portico } from '../instance/createPortico.ts'
import { formatTokenAmount, parseTokenAmount } from '../send/amount.ts'
import { createVanillaStore, type StoreApi } from '../stores/store.ts'
import { SwapRouteNotFoundError } from '../swap/errors.ts'
import type { BalancesController } from './balances.ts'

/** Where the quote of the current form stands. */
export type SwapQuoteStatus = 'idle' | 'loading' | 'ready' | 'noRoute' | 'error'

export type SwapState = {
  /** The convert API's tokens on the active network; undefined until loaded. */
  tokens: SwapToken[] | undefined
  /** The network has no swaps ('Network not supported for Swaps'). */
  unsupported: boolean
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  sourceTokenAmount: string
  /** Which side the token picker fills. */
  pickTarget: 'sourceToken' | 'toToken'
  quote: GetSwapQuoteReturnType | undefined
  quoteStatus: SwapQuoteStatus
  /** The source allowance is short of the amount; undefined until read. */
  needsApproval: boolean | undefined
  /** The wallet sends batches atomically here: approval and swap go as one batch. */
  atomicBatch: boolean | undefined
  /** What the preview is waiting for in the wallet. */
  pending: 'approve' | 'swap' | undefined
}

const EMPTY_FORM = {
  sourceTokenAmount: '',
  quote: undefined,
  quoteStatus: 'idle',
  needsApproval: undefined,
  atomicBatch: undefined,
  pending: undefined,
} as const satisfies Partial<SwapState>

/** How long typing must pause before a quote is asked for. */
const QUOTE_DELAY_MS = 300

export type SwapController = {
  store: StoreApi<SwapState>
  /** Loads the swap tokens of the active network and picks the native coin as the source. */
  loadTokens(): Promise<void>
  pick(target: SwapState['pickTarget']): void
  setToken(token: SwapToken): void
  setAmount(amount: string): void
  /** Source becomes target and back, with a new quote. */
  flip(): void
  /** Reads whether the source token needs an approval for the amount, and whether it can be batched. */
  checkAllowance(): Promise<void>
  /** Approves exactly the amount, then reads the allowance again. */
  approve(): Promise<void>
  /**
   * Swaps (with the approval in one atomic batch when one is needed and the wallet supports it); on
   * success the form resets and the balances are read again.
   */
  swap(): Promise<string>
  reset(): void
}

export type SwapControllerParameters = {
  portico: Portico
  balances: BalancesController
  /** Runs after a successful swap, e.g. to show Account. */
  onSuccess?: (() => void) | undefined
}

/**
 * The modal's swap form over the swap actions: tokens, amount, a quote asked for once typing pauses
 * (stale answers dropped), the allowance, approve and swap. Errors of approve and swap are thrown to
 * the view, which shows them.
 *
 * @example
 * const swap = createSwapController({ portico, balances })
 * await swap.loadTokens()
 */
export function createSwapController(parameters: SwapControllerParameters): SwapController {
  const { portico, balances } = parameters
  const store = createVanillaStore<SwapState>({
    tokens: undefined,
    unsupported: false,
    sourceToken: undefined,
    toToken: undefined,
    pickTarget: 'sourceToken',
    ...EMPTY_FORM,
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0

  function validAmount(state: SwapState): boolean {
    if (!state.sourceToken) return false
    try {
      return parseTokenAmount(state.sourceTokenAmount, state.sourceToken.decimals) > 0n
    } catch {
      return false
    }
  }

  function requote() {
    clearTimeout(timer)
    const current = ++generation
    const state = store.getState()
    store.setState({ quote: undefined, needsApproval: undefined, atomicBatch: undefined })
    if (!state.sourceToken || !state.toToken || !validAmount(state)) {
      store.setState({ quoteStatus: 'idle' })
      return
    }
    store.setState({ quoteStatus: 'loading' })
    const { sourceToken: from, toToken: to, sourceTokenAmount: amount } = state
    timer = setTimeout(async () => {
      try {
        const quote = await getSwapQuote(portico, { from, to, amount })
        if (current === generation) store.setState({ quote, quoteStatus: 'ready' })
      } catch (error) {
        if (current !== generation) return
        store.setState({
          quoteStatus: error instanceof SwapRouteNotFoundError ? 'noRoute' : 'error',
          unsupported: error instanceof SwapNetworkNotSupportedError,
        })
      }
    }, QUOTE_DELAY_MS)
  }

  async function checkAllowance() {
    const { sourceToken, sourceTokenAmount } = store.getState()
    if (!sourceToken) return
    const { needsApproval } = await getSwapAllowance(portico, {
      token: sourceToken,
      amount: sourceTokenAmount,
    })
    const atomicBatch = needsApproval ? await supportsAtomicBatch() : false
    store.setState({ needsApproval, atomicBatch })
  }

  /** EIP-5792 `atomic` on the active network; a wallet that cannot say gets the approval on its own. */
  async function supportsAtomicBatch(): Promise<boolean> {
    try {
      const { atomic } = await getCapabilities(portico)
      return (atomic as { status?: string } | undefined)?.status === 'supported'
    } catch {
      return false
    }
  }

  return {
    store,
    async loadTokens() {
      const chainId = portico.networks.store.getState().caipNetwork?.caipNetworkId
      const loaded = store.getState().tokens
      if (loaded?.[0]?.address.startsWith(`${chainId}:`)) return
      store.setState({
        tokens: undefined,
        unsupported: false,
        sourceToken: undefined,
        toToken: undefined,
        ...EMPTY_FORM,
      })
      try {
        const tokens = await getSwapTokens(portico)
        // An amount typed while the list loaded stays: the form was emptied when the load began.
        store.setState({ tokens, sourceToken: tokens[0] })
        requote()
      } catch (error) {
        store.setState({ tokens: [], unsupported: error instanceof SwapNetworkNotSupportedError })
        if (!(error instanceof SwapNetworkNotSupportedError)) throw error
      }
    },
    pick(pickTarget) {
      store.setState({ pickTarget })
    },
    setToken(token) {
      const { pickTarget, sourceToken, toToken } = store.getState()
      const other = pickTarget === 'sourceToken' ? toToken : sourceToken
      // Picking the other side's token swaps the two sides.
      const swapped = other?.address === token.address
      store.setState(
        pickTarget === 'sourceToken'
          ? { sourceToken: token, toToken: swapped ? sourceToken : toToken }
          : { toToken: token, sourceToken: swapped ? toToken : sourceToken },
      )
      requote()
    },
    setAmount(sourceTokenAmount) {
      store.setState({ sourceTokenAmount })
      requote()
    },
    flip() {
      const { sourceToken, toToken, quote } = store.getState()
      const amount =
        quote && toToken
          ? formatTokenAmount(quote.toAmount, toToken.decimals)
          : store.getState().sourceTokenAmount
      store.setState({ sourceToken: toToken, toToken: sourceToken, sourceTokenAmount: amount })
      requote()
    },
    checkAllowance,
    async approve() {
      const { sourceToken, toToken, sourceTokenAmount } = store.getState()
      if (!sourceToken || !toToken) return
      store.setState({ pending: 'approve' })
      try {
        await approveSwap(portico, { from: sourceToken, to: toToken, amount: sourceTokenAmount })
        await checkAllowance()
      } finally {
        store.setState({ pending: undefined })
      }
    },
    async swap() {
      const { sourceToken, toToken, sourceTokenAmount, needsApproval, atomicBatch } = store.getState()
      if (!sourceToken || !toToken) throw new SwapRouteNotFoundError()
      store.setState({ pending: 'swap' })
      try {
        const { hash } = await swapTokens(portico, {
          from: sourceToken,
          to: toToken,
          amount: sourceTokenAmount,
          withApproval: Boolean(needsApproval && atomicBatch),
        })
        store.setState({ ...EMPTY_FORM })
        await balances.fetch({ forceUpdate: true, background: true })
        parameters.onSuccess?.()
        return hash
      } finally {
        store.setState({ pending: undefined })
      }
    },
    reset() {
      clearTimeout(timer)
      generation++
      store.setState({ ...EMPTY_FORM })
    },
  }
}
