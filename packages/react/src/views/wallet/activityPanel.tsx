import { formatBalance, formatRelativeTime, shortenName, type TransactionItem } from '@portico/core'
import { useEffect, useRef } from 'react'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { useTransactions } from '../../hooks/useTransactions.ts'
import { ArrowDownIcon } from '../../ui/icons.tsx'
import { ACTIVITY_MESSAGES } from './activityMessages.ts'
import { ArrowUpIcon } from './icons.tsx'

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

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long' })
const ZERO_ADDRESS = /^0x0{40}$/i

function Skeleton() {
  return (
    <div className="token-row skeleton-row" aria-hidden="true">
      <span className="skeleton circle" />
      <span className="token-main">
        <span className="skeleton line" />
        <span className="skeleton line short" />
      </span>
      <span className="skeleton line value" />
    </div>
  )
}

function Amount({ transaction }: { transaction: TransactionItem }) {
  const [transfer] = transaction.transfers
  if (!transfer) return null
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
  const quantity = transfer.nft_info ? transfer.quantity.numeric : formatBalance(transfer.quantity.numeric)
  return (
    <span className={transfer.direction === 'in' ? 'activity-amount in' : 'activity-amount'}>
      {`${sign}${quantity} ${symbol}`.trim()}
    </span>
  )
}

function Row({ transaction }: { transaction: TransactionItem }) {
  const t = useViewMessages(ACTIVITY_MESSAGES)
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
    <li className="token-row activity-row" data-hash={transaction.metadata.hash}>
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
          <span className="muted">{asset}</span>
        ) : (
          <span className="muted" title={counterparty}>
            {t(incoming ? 'activityFrom' : 'activityTo', { address: shortenName(counterparty) })}
          </span>
        )}
      </span>
      <span className="token-amounts">
        <Amount transaction={transaction} />
        <time className="muted" dateTime={minedAt}>
          {formatRelativeTime(minedAt)}
        </time>
      </span>
    </li>
  )
}

/**
 * The Account view's Activity tab (SPEC §2, §3 transaction store, §4 Transactions list): the account's
 * transactions on the active network, grouped by year and month, newest first, read page by page as
 * the list scrolls to its end.
 */
export function ActivityPanel() {
  const t = useViewMessages(ACTIVITY_MESSAGES)
  const { transactions, transactionsByYear, next, loading, empty, fetchNext } = useTransactions()
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const target = end.current
    if (!target || next === undefined || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNext()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, fetchNext])

  if (transactions.length === 0) {
    if (loading) {
      return (
        <div className="token-list" role="status" aria-busy="true" aria-label={t('loadingActivity')}>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      )
    }
    if (empty) {
      return (
        <div className="empty">
          <strong>{t('noActivity')}</strong>
          <span>{t('noActivityText')}</span>
        </div>
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

  const years = Object.keys(transactionsByYear)
    .map(Number)
    .sort((a, b) => b - a)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus so the keyboard can scroll it (WCAG 2.1.1).
    <section className="token-list activity-list" aria-label={t('activity')} tabIndex={0}>
      {years.flatMap((year) =>
        Object.keys(transactionsByYear[year] ?? {})
          .map(Number)
          .sort((a, b) => b - a)
          .map((month) => {
            const title = `${MONTH.format(new Date(year, month, 1))} ${year}`
            return (
              <section key={`${year}-${month}`} className="activity-group" aria-label={title}>
                <h3 className="activity-month">{title}</h3>
                <ul className="activity-items">
                  {(transactionsByYear[year]?.[month] ?? []).map((transaction) => (
                    <Row key={transaction.id} transaction={transaction} />
                  ))}
                </ul>
              </section>
            )
          }),
      )}
      {next !== undefined ? (
        <div ref={end} className="activity-more" role="status" aria-busy={loading}>
          {loading ? <Skeleton /> : null}
        </div>
      ) : null}
    </section>
  )
}
