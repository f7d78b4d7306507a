import { formatBalance, shortenName, type TransactionItem, type TransactionsByYear } from '@portico/core'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useTransactions } from '../../hooks/useTransactions.ts'
import { formatTimeAgo, localizeDecimal } from '../../messages/intl.ts'
import { EmptyState } from '../../ui/emptyState.tsx'
import { ArrowDownIcon, ExternalIcon } from '../../ui/icons.tsx'
import { useVirtualRows } from '../../ui/useVirtualRows.ts'
import { ACTIVITY_MESSAGES } from './activityMessages.ts'
import { ArrowUpIcon, ClockIcon } from './icons.tsx'
import { ReceiveAction } from './receiveAction.tsx'
import { SkeletonRow } from './skeletonRow.tsx'

const OPERATIONS = {
  send: 'activitySent',
  receive: 'activityReceived',
  trade: 'activitySwapped',
  mint: 'activityMinted',
  burn: 'activityBurned',
  approve: 'activityApproved',
  deploy: 'activityDeployed',
  execute: 'activityExecuted',
} as const

const ZERO_ADDRESS = /^0x0{40}$/i

function Amount({ transaction }: { transaction: TransactionItem }) {
  const { locale } = useLocale()
  const [transfer] = transaction.transfers
  if (!transfer) return null
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
  const quantity = transfer.nft_info
    ? transfer.quantity.numeric
    : localizeDecimal(formatBalance(transfer.quantity.numeric), locale)
  const text = `${sign}${quantity} ${symbol}`.trim()
  // An NFT's name may not fit beside the counterparty: it is cut at its end, and said whole in the title.
  return (
    <span className={transfer.direction === 'in' ? 'activity-amount in' : 'activity-amount'} title={text}>
      <bdi>{text}</bdi>
    </span>
  )
}

type Line =
  | { kind: 'month'; key: string; title: string }
  | { kind: 'transaction'; key: string; transaction: TransactionItem }

/** The groups as one list of lines, each month's heading before its transactions, for the virtual list. */
function toLines(transactionsByYear: TransactionsByYear, locale: string): Line[] {
  const heading = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    month: 'long',
    year: 'numeric',
  })
  const newestFirst = (record: object) =>
    Object.keys(record)
      .map(Number)
      .sort((a, b) => b - a)
  return newestFirst(transactionsByYear).flatMap((year) =>
    newestFirst(transactionsByYear[year] ?? {}).flatMap((month): Line[] => [
      { kind: 'month', key: `${year}-${month}`, title: heading.format(new Date(year, month, 1)) },
      ...(transactionsByYear[year]?.[month] ?? []).map(
        (transaction): Line => ({ kind: 'transaction', key: transaction.id, transaction }),
      ),
    ]),
  )
}

const MONTH_HEIGHT = 26
const ROW_HEIGHT = 58

function Row({ transaction }: { transaction: TransactionItem }) {
  const t = useViewMessages(ACTIVITY_MESSAGES)
  const { locale } = useLocale()
  const { caipNetwork } = useStoreState(usePortico().networks.store)
  const explorer = caipNetwork?.blockExplorers?.default
  const { operationType, sentFrom, sentTo, minedAt, status } = transaction.metadata
  const [transfer] = transaction.transfers
  const incoming = transfer?.direction === 'in'
  const label = OPERATIONS[operationType as keyof typeof OPERATIONS] ?? 'activityExecuted'
  const counterparty = (incoming ? transfer?.sender : transfer?.recipient) ?? (incoming ? sentFrom : sentTo)
  // A mint comes from, and a burn goes to, the zero address: name the asset instead of that address.
  const asset = ZERO_ADDRESS.test(counterparty)
    ? (transfer?.nft_info?.name ?? transfer?.fungible_info?.name)
    : undefined
  return (
    <div className="token-row activity-row" data-hash={transaction.metadata.hash}>
      <span className={incoming ? 'activity-icon in' : 'activity-icon'} aria-hidden="true">
        {incoming ? <ArrowDownIcon /> : <ArrowUpIcon />}
      </span>
      <span className="token-main">
        <strong>
          {t(label)}
          {status === 'failed' ? <span className="activity-failed">{t('activityFailed')}</span> : null}
          {status === 'pending' ? <span className="activity-pending">{t('activityPending')}</span> : null}
        </strong>
        {asset ? (
          <span className="muted" dir="auto" title={asset}>
            {asset}
          </span>
        ) : (
          <span className="muted" title={counterparty}>
            {t(incoming ? 'activityFrom' : 'activityTo', { address: shortenName(counterparty) })}
          </span>
        )}
      </span>
      <span className="token-amounts">
        <Amount transaction={transaction} />
        {/* The explorer link sits by the time, so the counterparty keeps the row's width. */}
        <span className="activity-when">
          <time className="muted" dateTime={minedAt}>
            {formatTimeAgo(minedAt, locale)}
          </time>
          {explorer ? (
            <a
              className="activity-link"
              href={`${explorer.url.replace(/\/+$/, '')}/tx/${transaction.metadata.hash}`}
              target="_blank"
              rel="noopener noreferrer"
              title={transaction.metadata.hash}
              aria-label={t('viewOnExplorer', { explorer: explorer.name })}
            >
              <ExternalIcon />
            </a>
          ) : null}
        </span>
      </span>
    </div>
  )
}

/**
 * The Account view's Activity tab (docs/rules/screens.md, entities.md transaction store, states.md Transactions list): the account's
 * transactions on the active network, grouped by year and month, newest first, in a virtual list that
 * reads the next page by cursor as it nears its end. Its own chunk.
 */
export function ActivityPanel() {
  const t = useViewMessages(ACTIVITY_MESSAGES)
  const { transactions, transactionsByYear, next, loading, empty, fetchNext } = useTransactions()
  const scroller = useRef<HTMLElement>(null)
  const { locale } = useLocale()
  const lines = useMemo(() => toLines(transactionsByYear, locale), [transactionsByYear, locale])
  const virtual = useVirtualRows({
    count: lines.length,
    estimateHeight: useCallback(
      (index: number) => (lines[index]?.kind === 'month' ? MONTH_HEIGHT : ROW_HEIGHT),
      [lines],
    ),
    getKey: useCallback((index: number) => lines[index]?.key ?? index, [lines]),
    overscan: 6,
    scrollerRef: scroller,
    initialHeight: 360,
  })
  const last = virtual.rows[virtual.rows.length - 1]?.index ?? 0

  useEffect(() => {
    if (next !== undefined && !loading && lines.length > 0 && last >= lines.length - 4) void fetchNext()
  }, [next, loading, last, lines.length, fetchNext])

  if (transactions.length === 0) {
    if (loading) {
      return (
        <div className="token-list" role="status" aria-busy="true" aria-label={t('loadingActivity')}>
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      )
    }
    if (empty) {
      return (
        <EmptyState
          icon={<ClockIcon />}
          title={t('noActivity')}
          text={t('noActivityText')}
          action={<ReceiveAction />}
        />
      )
    }
    return (
      <div className="empty">
        <strong>{t('activityUnavailable')}</strong>
        <button type="button" className="secondary-button" onClick={() => void fetchNext()}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus so the keyboard can scroll it (WCAG 2.1.1).
    <section ref={scroller} className="token-list activity-list" aria-label={t('activity')} tabIndex={0}>
      <div className="activity-lines" style={{ height: `${virtual.totalHeight}px` }}>
        {virtual.rows.map((row) => {
          const line = lines[row.index] as Line
          return (
            <div
              key={row.key}
              ref={virtual.measureRow}
              data-index={row.index}
              className="activity-line"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {line.kind === 'month' ? (
                <h3 className="activity-month">{line.title}</h3>
              ) : (
                <Row transaction={line.transaction} />
              )}
            </div>
          )
        })}
      </div>
      {next !== undefined ? (
        <div className="activity-more" role="status" aria-busy={loading}>
          {loading ? <SkeletonRow /> : null}
        </div>
      ) : null}
    </section>
  )
}
