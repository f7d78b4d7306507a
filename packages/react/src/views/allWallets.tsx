import { type Connector, dedupeWallets, markInstalled, type Wallet } from '@portico/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { EmptyState } from '../ui/emptyState.tsx'
import { SearchIcon } from '../ui/icons.tsx'
import { inlineArrowStep } from '../ui/inlineArrow.ts'
import { useVirtualRows } from '../ui/useVirtualRows.ts'
import { WalletImage } from '../ui/walletImage.tsx'
import { ALL_WALLETS_MESSAGES } from './allWalletsMessages.ts'
import { openWallet } from './openWallet.ts'
import { entryImage } from './useImageUrl.ts'

const COLUMNS = 4
const ROW_HEIGHT = 108

type Tile = {
  key: string
  name: string
  wallet?: Wallet | undefined
  connector?: Connector | undefined
  installed: boolean
}

const rowHeight = () => ROW_HEIGHT

function installedTiles(connectors: readonly Connector[]): Tile[] {
  return connectors
    .filter(
      (connector) =>
        (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && connector.installed !== false,
    )
    .map((connector) => ({
      key: `c:${connector.id}`,
      name: connector.name,
      connector,
      installed: connector.installed ?? true,
    }))
}

/** All Wallets (docs/rules/screens.md, states.md): search, a virtualized grid, pages of 40 on scroll, installed badges. */
export function AllWalletsView() {
  const portico = usePortico()
  const t = useViewMessages(ALL_WALLETS_MESSAGES)
  const directory = useStoreState(portico.wallets.store)
  const { connectors } = useStoreState(portico.connectors.store)
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  /** The tile to focus once it is rendered; kept apart from `active`, which a render may not show yet. */
  const focusTarget = useRef<number | undefined>(undefined)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const searching = text.trim() !== ''

  useEffect(() => {
    if (directory.page === 0) void portico.wallets.fetchNextPage()
  }, [portico, directory.page])

  const tiles = useMemo<Tile[]>(() => {
    const source = searching ? directory.searchResults : directory.wallets
    const wallets = markInstalled(dedupeWallets(source), connectors).map<Tile>((wallet) => ({
      key: `w:${wallet.id}`,
      name: wallet.name,
      wallet,
      connector: connectors.find(
        (connector) => (wallet.rdns && connector.rdns === wallet.rdns) || connector.explorerId === wallet.id,
      ),
      installed: Boolean(wallet.installed),
    }))
    if (searching) return wallets
    const installed = installedTiles(connectors)
    const taken = new Set(
      installed.flatMap((tile) => [tile.connector?.rdns, tile.connector?.explorerId]).filter(Boolean),
    )
    return [
      ...installed,
      ...wallets.filter((tile) => !taken.has(tile.wallet?.rdns ?? '') && !taken.has(tile.wallet?.id ?? '')),
    ]
  }, [searching, directory.searchResults, directory.wallets, connectors])

  const rows = Math.ceil(tiles.length / COLUMNS)
  const virtual = useVirtualRows({
    count: rows,
    estimateHeight: rowHeight,
    overscan: 2,
    scrollerRef,
    initialHeight: 364,
  })
  const lastRow = virtual.rows[virtual.rows.length - 1]?.index ?? 0

  useEffect(() => {
    if (!searching && rows > 0 && lastRow >= rows - 2 && portico.wallets.hasMore()) {
      void portico.wallets.fetchNextPage()
    }
  }, [searching, lastRow, rows, portico])

  useEffect(() => {
    if (active >= tiles.length && tiles.length > 0) setActive(tiles.length - 1)
  }, [active, tiles.length])

  useEffect(() => {
    if (focusTarget.current === undefined) return
    const tile = scrollerRef.current?.querySelector<HTMLElement>(`[data-index="${focusTarget.current}"]`)
    if (tile) {
      focusTarget.current = undefined
      tile.focus()
    }
  })

  const move = (next: number) => {
    const index = Math.max(0, Math.min(tiles.length - 1, next))
    focusTarget.current = index
    setActive(index)
    virtual.scrollToRow(Math.floor(index / COLUMNS))
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowRight: inlineArrowStep(event),
      ArrowLeft: inlineArrowStep(event),
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    }
    if (event.key in steps) {
      event.preventDefault()
      move(active + steps[event.key]!)
    } else if (event.key === 'Home') {
      event.preventDefault()
      move(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      move(tiles.length - 1)
    }
  }

  const select = (tile: Tile) => openWallet(portico, tile)

  const loading = searching ? directory.searching : directory.loadingPage
  return (
    <div style={{ margin: '0 -16px -16px' }}>
      <div className="search-row">
        <div className="input-wrap">
          <SearchIcon />
          <input
            className="input"
            type="search"
            aria-label={t('searchWallet')}
            placeholder={t('searchPlaceholder')}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value)
              setActive(0)
              void portico.wallets.search(event.target.value)
            }}
          />
        </div>
      </div>
      <div ref={scrollerRef} className="grid-scroller" aria-busy={loading}>
        {tiles.length === 0 && !loading ? (
          <EmptyState
            icon={<SearchIcon />}
            title={t('noWalletFound')}
            text={t('noWalletFoundText')}
            action={
              text ? (
                <button
                  type="button"
                  className="secondary-button"
                  onClick={() => {
                    setText('')
                    setActive(0)
                    void portico.wallets.search('')
                  }}
                >
                  {t('clearSearch')}
                </button>
              ) : undefined
            }
          />
        ) : null}
        <div style={{ position: 'relative', height: `${virtual.totalHeight}px` }}>
          {virtual.rows.map((row) => (
            <div
              key={row.key}
              className="grid-row"
              style={{ top: `${row.start}px`, height: `${ROW_HEIGHT}px`, paddingBottom: '4px' }}
            >
              {tiles.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((tile, column) => {
                const index = row.index * COLUMNS + column
                return (
                  <button
                    key={tile.key}
                    type="button"
                    className="tile"
                    data-index={index}
                    tabIndex={index === active ? 0 : -1}
                    onFocus={() => setActive(index)}
                    onKeyDown={onKeyDown}
                    onClick={() => select(tile)}
                  >
                    <WalletImage src={entryImage(portico, tile)} name={tile.name} />
                    <span className="tile-name" dir="auto" title={tile.name}>
                      {tile.name}
                    </span>
                    {tile.installed ? (
                      <span className="tile-badge" aria-hidden="true" title={t('installed')} />
                    ) : null}
                  </button>
                )
              })}
            </div>
          ))}
        </div>
        {loading ? (
          <div className="grid-loader" role="status" aria-label={t('loadingWallets')}>
            <span className="spinner" />
          </div>
        ) : null}
      </div>
    </div>
  )
}
