import {
  type FeeSpeed,
  formatBalance,
  formatTokenAmount,
  localizeDecimal,
  type PorticoError,
  parseTokenAmount,
  shortenName,
} from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useErrorText, useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { formatSats } from '../../messages/intl.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { Avatar } from '../../ui/avatar.tsx'
import { useFormatUsd } from '../wallet/format.ts'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { PREVIEW_CSS } from './previewCss.ts'
import { SEND_PREVIEW_MESSAGES } from './previewMessages.ts'
import { SEND_CSS } from './sendCss.ts'
import { useSend } from './useSend.ts'

/** Send preview (docs/rules/states.md Send): what goes where, the network fee, then confirm in the wallet. */
export function SendPreviewView() {
  const formatUsd = useFormatUsd()
  useAdoptedStyles(SEND_CSS)
  useAdoptedStyles(PREVIEW_CSS)
  const portico = usePortico()
  const t = useViewMessages(SEND_PREVIEW_MESSAGES)
  const errorText = useErrorText()
  const { locale } = useLocale()
  const { send, balances, state } = useSend()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const { tokenBalances } = useStoreState(balances.store)
  const [feeState, setFeeState] = useState<'loading' | 'ready' | 'unavailable'>('loading')
  // A finished send empties the form a moment before Account replaces this view: the review stays as
  // it was until then, instead of collapsing the card to its header.
  const shown = useRef(state)
  const finished = !state.token || !state.receiverAddress
  if (!finished) shown.current = state
  const { token, sendTokenAmount, receiverAddress, receiverProfileName, receiverProfileImageUrl } =
    shown.current
  const loading = state.loading || finished

  useEffect(() => {
    let current = true
    send.fetchNetworkFee().then((fee) => current && setFeeState(fee === null ? 'unavailable' : 'ready'))
    return () => {
      current = false
    }
  }, [send])

  if (!token || !receiverAddress) return null
  const native = tokenBalances.find((balance) => !balance.address)
  const nativeCurrency = caipNetwork?.nativeCurrency
  const fee =
    shown.current.networkFee !== undefined && nativeCurrency
      ? formatTokenAmount(shown.current.networkFee, nativeCurrency.decimals)
      : undefined

  const sats = caipNetwork?.chainNamespace === 'bip122'
  const feeText = (networkFee: bigint, value: string) =>
    sats
      ? t('sats', { amount: formatSats(networkFee, locale) })
      : `${formatBalance(value) === '0.000' ? '<0.001' : formatBalance(value)} ${nativeCurrency?.symbol ?? ''}`
  // A native send must leave the fee too: amount and fee over the balance cannot go out.
  const decimals = Number(token.quantity.decimals)
  const short =
    !token.address &&
    shown.current.networkFee !== undefined &&
    parseTokenAmount(sendTokenAmount ?? '0', decimals) + shown.current.networkFee >
      parseTokenAmount(token.quantity.numeric, decimals)

  return (
    <div className="send-preview">
      <div className="preview-hero">
        <span className="send-label">{t('sending')}</span>
        <div className="preview-amount">
          <TokenIcon src={token.iconUrl} symbol={token.symbol} size={40} />
          <strong>
            <bdi>
              {localizeDecimal(sendTokenAmount ?? '', locale)} {token.symbol}
            </bdi>
          </strong>
        </div>
        <span className="muted">
          {sats
            ? t('sats', {
                amount: formatSats(parseTokenAmount(sendTokenAmount ?? '0', decimals), locale),
              })
            : formatUsd(Number(sendTokenAmount) * token.price)}
        </span>
      </div>
      <div className="preview-to">
        <span className="send-label">{t('to')}</span>
        <span className="preview-receiver">
          <Avatar address={receiverAddress} image={receiverProfileImageUrl} size={24} />
          <span title={receiverAddress}>{receiverProfileName ?? shortenName(receiverAddress)}</span>
        </span>
      </div>
      <dl className="preview-details">
        <div>
          <dt>{t('networkFee')}</dt>
          <dd>
            {feeState === 'loading' ? (
              <span className="skeleton line value">
                <span className="visually-hidden">{t('loading')}</span>
              </span>
            ) : fee !== undefined && shown.current.networkFee !== undefined ? (
              <>
                {feeText(shown.current.networkFee, fee)}
                {native?.price ? (
                  <span className="muted"> {formatUsd(Number(fee) * native.price)}</span>
                ) : null}
              </>
            ) : (
              t('unavailable')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('network')}</dt>
          <dd>{caipNetwork?.name}</dd>
        </div>
      </dl>
      {state.feeRates ? (
        <fieldset className="fee-speeds">
          <legend>{t('feeRate')}</legend>
          {(['slow', 'normal', 'fast'] as const satisfies readonly FeeSpeed[]).map((speed) => (
            <label key={speed} className="fee-speed">
              <input
                type="radio"
                name="fee-speed"
                value={speed}
                checked={state.feeSpeed === speed}
                disabled={loading}
                onChange={() => {
                  setFeeState('loading')
                  void send
                    .setFeeSpeed(speed)
                    .then((networkFee) => setFeeState(networkFee === null ? 'unavailable' : 'ready'))
                }}
              />
              <span>{t(speed)}</span>
              <span className="muted">
                {/* A Latin unit reads left to right in every locale: '5 sat/vB', never 'sat/vB 5'. */}
                <bdi dir="ltr">
                  {t('satsPerVbyte', { rate: localizeDecimal(String(state.feeRates?.[speed]), locale) })}
                </bdi>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {short ? (
        <p className="field-error" role="alert">
          {t('insufficientForFee')}
        </p>
      ) : null}
      <p className="muted preview-note">{t('reviewInWallet')}</p>
      <div className="preview-actions">
        <button
          type="button"
          className="secondary-button"
          disabled={loading}
          onClick={() => portico.router.goBack()}
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          className="primary-button"
          disabled={loading || short}
          aria-busy={loading}
          onClick={async () => {
            const amount = localizeDecimal(sendTokenAmount ?? '', locale)
            const symbol = token.symbol
            try {
              await send.send()
              portico.toast.show('success', t('sent', { amount, symbol }))
            } catch (error) {
              portico.toast.show(
                'error',
                errorText(error) ?? (error as PorticoError).shortMessage ?? t('sendFailed'),
              )
            }
          }}
        >
          {loading ? <span className="spinner small" aria-hidden="true" /> : null}
          {loading ? t('sendingTx') : t('send')}
        </button>
      </div>
    </div>
  )
}
