import {
  AddressOrAuthConnectorNotFoundError,
  AmountBelowDustError,
  AuthInitializationError,
  BroadcastRefusedError,
  CallStatusNotApprovedError,
  ChainNotApprovedError,
  ConnectionFailedError,
  ConnectionRejectedError,
  Erc20TokenAddressRequiredError,
  type ErrorMessageId,
  FarcasterConnectionError,
  FetchTransactionsError,
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  InvalidAmountError,
  InvalidAppConfigurationError,
  ModalClosedError,
  MultiNamespaceRequestError,
  NameNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  NetworkNotAddedError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  NoAuthConnectorError,
  NotConnectedToEmailOrSocialError,
  PopupClosedError,
  type PorticoError,
  RegisterNameError,
  RequestTimeoutError,
  ResolveNameError,
  RpcCallNotAllowedError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SignMessageFailedError,
  SiwxNotEnabledError,
  SmartSessionError,
  SocialConnectionError,
  SponsorshipLimitError,
  SwapNetworkNotSupportedError,
  SwapRouteNotFoundError,
  TokenBalanceUnavailableError,
  TransactionRejectedError,
  UnsupportedChainError,
  WalletCallsError,
  WalletRequestError,
} from '@portico/core'
import { TransactionRejectedRpcError } from 'viem'
import { describe, expect, it } from 'vitest'
import { messageArguments } from './format.ts'
import { format, LOCALES, loadLocale, translateError, type ViewTexts, wantViewTexts } from './index.ts'
import { ERROR_MESSAGE_IDS } from './locales/errorMessageIds.ts'

type Texts = Record<string, string>

const viewTranslations = import.meta.glob<{ default: ViewTexts }>('./locales/*.views.ts', { eager: true })

/** One error per fixed message id; the record's type makes the list complete. */
const SAMPLES: Record<ErrorMessageId, PorticoError> = {
  tokenBalanceUnavailable: new TokenBalanceUnavailableError(),
  fetchTransactions: new FetchTransactionsError(),
  signMessageFailed: new SignMessageFailedError(),
  callStatusNotApproved: new CallStatusNotApprovedError(),
  chainNotApproved: new ChainNotApprovedError(1),
  multiNamespaceRequest: new MultiNamespaceRequestError(),
  modalClosed: new ModalClosedError(),
  connectionRejected: new ConnectionRejectedError(),
  popupClosed: new PopupClosedError(),
  connectionFailed: new ConnectionFailedError(),
  socialConnectionFailed: new SocialConnectionError(),
  farcasterConnectionFailed: new FarcasterConnectionError(),
  authInitializationFailed: new AuthInitializationError(),
  noAuthConnector: new NoAuthConnectorError(),
  notConnectedToEmailOrSocial: new NotConnectedToEmailOrSocialError(),
  resolveNameFailed: new ResolveNameError(),
  nameSuggestionsFailed: new NameSuggestionsError(),
  namesForAddressFailed: new NamesForAddressError(),
  registerNameFailed: new RegisterNameError('{name}'),
  nameNotFound: new NameNotFoundError(),
  unsupportedChain: new UnsupportedChainError(),
  transactionRejected: new TransactionRejectedError(),
  sendAmountAndReceiverRequired: new SendAmountAndReceiverRequiredError(),
  sendTokenRequired: new SendTokenRequiredError(),
  erc20TokenAddressRequired: new Erc20TokenAddressRequiredError(),
  gasPriceNetworkNotSupported: new GasPriceNetworkNotSupportedError(),
  swapNetworkNotSupported: new SwapNetworkNotSupportedError(),
  invalidAmount: new InvalidAmountError('x', 18),
  swapRouteNotFound: new SwapRouteNotFoundError(),
  siwxNotEnabled: new SiwxNotEnabledError(),
  noActiveCaipAddress: new NoActiveCaipAddressError(),
  networkNotFound: new NetworkNotFoundError(),
  addressOrAuthConnectorNotFound: new AddressOrAuthConnectorNotFoundError(),
  httpStatus: new HttpStatusError(503),
  requestTimeout: new RequestTimeoutError(),
  rpcCallNotAllowed: new RpcCallNotAllowedError('eth_sign'),
  invalidAppConfiguration: new InvalidAppConfigurationError(),
  sponsorshipLimitReached: new SponsorshipLimitError(),
  smartSessionSpendLimitExceeded: new SmartSessionError('SpendLimitExceeded'),
  smartSessionOutOfScope: new SmartSessionError('OutOfScope'),
  smartSessionExpired: new SmartSessionError('Expired'),
  smartSessionRevoked: new SmartSessionError('Revoked'),
  smartSessionUnknownSession: new SmartSessionError('UnknownSession'),
  smartSessionNotSmartAccount: new SmartSessionError('NotSmartAccount'),
  smartSessionUserRejected: new SmartSessionError('UserRejected'),
  smartSessionFailed: new SmartSessionError('Failed'),
  walletCallsUnsupportedNonOptionalCapability: new WalletCallsError('UnsupportedNonOptionalCapability'),
  walletCallsUnsupportedChainId: new WalletCallsError('UnsupportedChainId'),
  walletCallsDuplicateId: new WalletCallsError('DuplicateId'),
  walletCallsUnknownBundleId: new WalletCallsError('UnknownBundleId'),
  walletCallsBundleTooLarge: new WalletCallsError('BundleTooLarge'),
  walletCallsAtomicReadyUpgradeRejected: new WalletCallsError('AtomicReadyUpgradeRejected'),
  walletCallsAtomicityNotSupported: new WalletCallsError('AtomicityNotSupported'),
  walletCallsUserRejected: new WalletCallsError('UserRejected'),
  walletCallsFailed: new WalletCallsError('Failed'),
  networkNotAdded: new NetworkNotAddedError({ network: '{network}', caipNetworkId: 'eip155:1' }),
  // A wallet's failure with no reason of its own (core's toWalletError, on Solana and Bitcoin alike).
  walletRequestFailed: new WalletRequestError({ method: 'bitcoin:signTransaction', message: '' }),
  amountBelowDust: new AmountBelowDustError({ address: 'bcrt1q', amount: 1n, minimum: 294n }),
  insufficientFunds: new BroadcastRefusedError({ reason: 'insufficientFunds', nodeMessage: '' }),
  broadcastDust: new BroadcastRefusedError({ reason: 'dust', nodeMessage: 'dust' }),
  broadcastFeeTooLow: new BroadcastRefusedError({ reason: 'feeTooLow', nodeMessage: '' }),
  broadcastInputsSpent: new BroadcastRefusedError({ reason: 'inputsSpent', nodeMessage: '' }),
  broadcastMempoolConflict: new BroadcastRefusedError({ reason: 'mempoolConflict', nodeMessage: '' }),
  broadcastRefused: new BroadcastRefusedError({ reason: 'other', nodeMessage: '' }),
}

/** The English message with its placeholders, as the translations must take them. */
function english(id: ErrorMessageId): string {
  if (id === 'httpStatus') return 'HTTP status code: {status}'
  if (id === 'amountBelowDust') return 'The minimum amount to this address is {minimum} sats'
  return translateError(SAMPLES[id], 'en')!
}

const ids = Object.keys(SAMPLES) as ErrorMessageId[]
const translated = LOCALES.filter((locale) => locale !== 'en')
const file = (locale: string) =>
  locale.replace(/-(\w)(\w*)/, (_, first: string, rest: string) => first + rest.toLowerCase())

describe("errors' fixed messages (docs/rules/errors.md) by message id, in every locale", () => {
  it('each error names its id; English shows the error’s own text (the modal’s UI text where it has one)', () => {
    for (const id of ids) {
      expect(SAMPLES[id].messageId, id).toBe(id)
      expect(format(english(id), SAMPLES[id].messageValues, 'en'), id).toBe(translateError(SAMPLES[id], 'en'))
    }
    expect(translateError(new FetchTransactionsError(), 'en')).toBe('Failed to fetch transactions')
    expect(translateError(new RpcCallNotAllowedError('eth_sign'), 'en')).toBe('Action not allowed')
  })

  it('lists every id once for the locales to follow', () => {
    expect([...ERROR_MESSAGE_IDS].sort()).toEqual([...ids].sort())
  })

  it.each(translated)('%s translates every id with the same ICU arguments, and nothing else', (locale) => {
    const list = viewTranslations[`./locales/${file(locale)}.views.ts`]?.default.errors ?? []
    const errors: Texts = Object.fromEntries(ERROR_MESSAGE_IDS.map((id, index) => [id, list[index]!]))
    const problems: string[] = []
    for (const id of ids) {
      const text = errors[id]
      if (text === undefined) problems.push(`missing ${id}`)
      else if (messageArguments(text).join() !== messageArguments(english(id)).join())
        problems.push(`${id} takes ${messageArguments(text)} instead of ${messageArguments(english(id))}`)
      else if (text === english(id)) problems.push(`${id} is the English text`)
    }
    if (list.length > ERROR_MESSAGE_IDS.length)
      problems.push(`${list.length - ERROR_MESSAGE_IDS.length} extra texts`)
    expect(problems).toEqual([])
  })

  it('shows the translation once the locale’s views texts are loaded; other errors are left to the caller', async () => {
    expect(translateError(new FetchTransactionsError(), 'ja')).toBe('Failed to fetch transactions')
    wantViewTexts()
    await loadLocale('ja')
    await loadLocale('ar')
    expect(translateError(new FetchTransactionsError(), 'ja')).toBe('取引を取得できませんでした')
    expect(translateError(new RegisterNameError('alice'), 'ja')).toBe('名前 alice を登録できませんでした')
    expect(translateError(new HttpStatusError(429), 'ar')).toBe('رمز حالة HTTP: 429')
    // The API's own reason is shown as it gave it, in every locale.
    expect(translateError(new RegisterNameError('alice', { reason: 'Name is reserved' }), 'ja')).toBe(
      'Name is reserved',
    )
    // A Portico error a library wrapped (viem keeps the provider's error as its cause) keeps its text.
    const wrapped = new TransactionRejectedRpcError(new SponsorshipLimitError())
    expect(translateError(wrapped, 'ja')).toBe(
      'スポンサー付き取引の1日の上限に達しました。後でもう一度お試しください。',
    )
    expect(translateError(wrapped, 'en')).toBe(
      'Daily limit of sponsored transactions reached. Try again later.',
    )
    // A wallet's own error is not a Portico error: the view shows its words or its own fallback.
    expect(translateError(Object.assign(new Error('User denied'), { code: 4001 }), 'ja')).toBeUndefined()
    // The English text stays on the error for developers and logs.
    expect(new FetchTransactionsError().shortMessage).toBe('Failed to fetch transactions')
  })
})
