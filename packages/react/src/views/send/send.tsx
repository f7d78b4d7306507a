import {
  formatTokenAmount,
  isEvmAddress,
  isSolanaAddress,
  parseTokenAmount,
  type TokenBalance,
} from '@portico/core'
import { useEffect, useId } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useErrorText, useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { formatSats } from '../../messages/intl.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { useAmountField } from '../../ui/useAmountField.ts'
import { useFormatBalance, useFormatUsd } from '../wallet/format.ts'
import { ArrowDownSmallIcon, ChevronDownIcon } from '../wallet/icons.tsx'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { SEND_CSS } from './sendCss.ts'
import { SEND_MESSAGES } from './sendMessages.ts'
import { useSend } from './useSend.ts'

type Problem =
  | 'refused'
  | 'selectToken'
  | 'enterAmount'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'addReceiver'
  | 'invalidAddress'

function amountUnits(amount: string | undefined, token: TokenBalance): bigint | undefined {
  try {
    return parseTokenAmount(amount ?? '', Number(token.quantity.decimals))
  } catch {
    return undefined
  }
}

/** What keeps the form from the preview, checked in docs/rules/validation.md order. */
function problemOf(
  state: {
    token?: TokenBalance | undefined
    sendTokenAmount?: string | undefined
    receiverAddress?: string | undefined
  },
  namespace: string | undefined,
): Problem | undefined {
  const { token, sendTokenAmount, receiverAddress } = state
  if (!token) return 'selectToken'
  if (!sendTokenAmount?.trim()) return 'enterAmount'
  const amount = amountProblem(sendTokenAmount, token)
  if (amount) return amount
  if (!receiverAddress?.trim()) return 'addReceiver'
  return isAddressOf(namespace, receiverAddress.trim()) ? undefined : 'invalidAddress'
}

/** What is wrong with a typed amount of `token`, if anything. */
function amountProblem(
  amount: string,
  token: TokenBalance | undefined,
): 'invalidAmount' | 'insufficientBalance' | undefined {
  if (!token) return undefined
  const units = amountUnits(amount, token)
  if (units === undefined || units === 0n) return 'invalidAmount'
  if (units > parseTokenAmount(token.quantity.numeric, Number(token.quantity.decimals)))
    return 'insufficientBalance'
  return undefined
}

// Bitcoin's addresses are the adapter's to check (the send flow's `refusal`).
const isAddressOf = (namespace: string | undefined, address: string) =>
  namespace === 'solana' ? isSolanaAddress(address) : namespace === 'bip122' || isEvmAddress(address)

/** Send (docs/rules/entities.md–validation.md): the token, the amount in token and in USD with Max, and the receiver. */
export function SendView() {
  const formatUsd = useFormatUsd()
  const formatBalance = useFormatBalance()
  useAdoptedStyles(SEND_CSS)
  const portico = usePortico()
  const t = useViewMessages(SEND_MESSAGES)
  const errorText = useErrorText()
  const { locale } = useLocale()
  const { send, balances, state } = useSend()
  const { tokenBalances } = useStoreState(balances.store)
  const { caipNetwork } = useStoreState(portico.networks.store)
  const amountId = useId()
  const receiverId = useId()
  const { token, sendTokenAmount, receiverAddress, receiverProfileName, refusal } = state
  const amountField = useAmountField(sendTokenAmount, (amount) => send.setAmount(amount))

  useEffect(() => {
    if (tokenBalances.length === 0) void balances.fetch()
  }, [balances, tokenBalances.length])

  useEffect(() => {
    // The native coin is the default token; a token of another network is replaced by it.
    const selected = send.store.getState().token
    if (tokenBalances.length > 0 && (!selected || selected.chainId !== tokenBalances[0]!.chainId))
      send.setToken(tokenBalances.find((balance) => !balance.address) ?? tokenBalances[0])
  }, [send, tokenBalances])

  const units = token ? amountUnits(sendTokenAmount, token) : undefined
  const formProblem = problemOf(state, caipNetwork?.chainNamespace)
  // The chain's refusal (Bitcoin: an address of another network, an amount below dust) comes after the form's own.
  const refused = formProblem ? undefined : refusal
  const refusalText = refused ? (errorText(refused) ?? refused.shortMessage) : undefined
  const problem = formProblem ?? (refused ? 'refused' : undefined)
  const refusalId = useId()
  // Bitcoin amounts are also shown in sats, the unit fees, dust and wallets speak.
  const sats =
    caipNetwork?.chainNamespace === 'bip122' && token && !token.address && units !== undefined
      ? units
      : undefined
  const usd = token && units !== undefined ? Number(sendTokenAmount) * token.price : 0
  // Each field says what is wrong with it next to it, as soon as it holds something wrong, whatever the
  // other field holds; the button still names the first problem.
  const amountError = sendTokenAmount?.trim() ? amountProblem(sendTokenAmount, token) : undefined
  const addressError =
    receiverAddress?.trim() && !isAddressOf(caipNetwork?.chainNamespace, receiverAddress.trim())
      ? 'invalidAddress'
      : undefined
  const amountErrorId = `${amountId}-error`
  const receiverErrorId = `${receiverId}-error`

  return (
    <form
      className="send"
      onSubmit={(event) => {
        event.preventDefault()
        if (!problem) portico.router.push('WalletSendPreview')
      }}
    >
      <div className="send-card">
        <div className="send-card-row">
          <label className="send-label" htmlFor={amountId}>
            {t('amount')}
          </label>
          <button
            type="button"
            className="token-select"
            aria-label={token ? `${t('selectToken')}: ${token.symbol}` : t('selectToken')}
            onClick={() => portico.router.push('WalletSendSelectToken')}
          >
            {token ? <TokenIcon src={token.iconUrl} symbol={token.symbol} size={24} /> : null}
            <span>{token?.symbol ?? t('selectToken')}</span>
            <ChevronDownIcon />
          </button>
        </div>
        <input
          id={amountId}
          className="amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-invalid={amountError !== undefined}
          aria-describedby={amountError ? amountErrorId : undefined}
          {...amountField}
        />
        <div className="send-card-row muted">
          <span>{sats !== undefined ? t('sats', { amount: formatSats(sats, locale) }) : formatUsd(usd)}</span>
          {token ? (
            <span className="send-available">
              {/* Amount and symbol read as one left-to-right piece (LRI … PDI) in every direction. */}
              {t('available', {
                amount: `\u2066${formatBalance(token.quantity.numeric)}`,
                symbol: `${token.symbol}\u2069`,
              })}
              <button
                type="button"
                className="max-button"
                onClick={() =>
                  send.setAmount(
                    formatTokenAmount(
                      parseTokenAmount(token.quantity.numeric, Number(token.quantity.decimals)),
                      Number(token.quantity.decimals),
                    ),
                  )
                }
              >
                {t('max')}
              </button>
            </span>
          ) : null}
        </div>
        {amountError ? (
          <p id={amountErrorId} className="field-error" role="alert">
            {t(amountError)}
          </p>
        ) : null}
      </div>
      <div className="send-arrow" aria-hidden="true">
        <ArrowDownSmallIcon />
      </div>
      <div className="send-card">
        <label className="send-label" htmlFor={receiverId}>
          {t('to')}
        </label>
        <textarea
          id={receiverId}
          className="receiver-input"
          rows={2}
          spellCheck={false}
          autoComplete="off"
          placeholder={t('receiverPlaceholder')}
          aria-invalid={addressError !== undefined}
          aria-describedby={addressError ? receiverErrorId : undefined}
          value={receiverAddress ?? ''}
          onChange={(event) => void send.setReceiver(event.target.value.trim() || undefined)}
        />
        {receiverProfileName ? <span className="receiver-name">{receiverProfileName}</span> : null}
        {addressError ? (
          <p id={receiverErrorId} className="field-error" role="alert">
            {t(addressError)}
          </p>
        ) : null}
      </div>
      {refusalText ? (
        <p id={refusalId} className="field-error send-refusal" role="alert">
          {refusalText}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary-button send-submit"
        disabled={Boolean(problem)}
        aria-describedby={refusalText ? refusalId : undefined}
      >
        {problem ? t(problem === 'refused' ? 'cannotSend' : problem) : t('reviewSend')}
      </button>
    </form>
  )
}
