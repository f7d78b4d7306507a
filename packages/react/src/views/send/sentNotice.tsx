import { shortenName } from '@portico/core'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { CheckIcon, CopyIcon, ExternalIcon } from '../../ui/icons.tsx'
import { useCopy } from '../../ui/useCopy.ts'
import { SEND_PREVIEW_MESSAGES } from './previewMessages.ts'
import { SENT_NOTICE_CSS } from './sentNoticeCss.ts'

/** The transaction page of the network's block explorer, or undefined where the network has none. */
export function transactionExplorerUrl(
  explorer: { url: string } | undefined,
  hash: string,
): string | undefined {
  return explorer ? `${explorer.url.replace(/\/+$/, '')}/tx/${hash}` : undefined
}

/**
 * Account's line after a send (docs/rules/screens.md: Account replaces the send flow): the transaction
 * id to copy and, where the network has a block explorer, its link there; on every chain alike.
 */
export function SentNotice({ hash }: { hash: string }) {
  useAdoptedStyles(SENT_NOTICE_CSS)
  const portico = usePortico()
  const t = useViewMessages(SEND_PREVIEW_MESSAGES)
  const copy = useCopy()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const explorer = caipNetwork?.blockExplorers?.default
  const href = transactionExplorerUrl(explorer, hash)
  return (
    <div className="sent-notice" role="status" data-hash={hash}>
      <span className="sent-notice-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <span className="sent-notice-text">
        <strong>{t('transactionSent')}</strong>
        <bdi className="sent-notice-hash muted" title={hash}>
          {shortenName(hash)}
        </bdi>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('copyTransactionId')}
        title={t('copyTransactionId')}
        onClick={(event) => copy(hash, t('transactionIdCopied'), event.currentTarget)}
      >
        <CopyIcon />
      </button>
      {explorer && href ? (
        <a
          className="icon-button"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('viewOnExplorer', { explorer: explorer.name })}
          title={t('viewOnExplorer', { explorer: explorer.name })}
        >
          <ExternalIcon />
        </a>
      ) : null}
    </div>
  )
}
