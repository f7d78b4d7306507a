import { type RefObject, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'

export type UseVirtualRowsParameters = {
  /** How many rows the list has. */
  count: number
  /** A row's height in px until it is measured (rows passed to `measureRow` are). */
  estimateHeight: (index: number) => number
  /** A row's identity, so a measured height stays with its row when rows are inserted before it. */
  getKey?: ((index: number) => string | number) | undefined
  /** Rows rendered beyond each edge of the scroller, so a fast scroll shows no gap. */
  overscan: number
  /** The element that scrolls; the rows start at its top. */
  scrollerRef: RefObject<HTMLElement | null>
  /** The scroller's height until it is laid out (and where layout reports none). */
  initialHeight: number
}

export type VirtualRow = { index: number; key: string | number; start: number }

export type UseVirtualRowsReturnType = {
  /** The rows to render, in order, with their offsets from the top of the list. */
  rows: VirtualRow[]
  /** The height of every row together: the scroll extent the list needs. */
  totalHeight: number
  /** Scrolls the least that brings a row fully into view. */
  scrollToRow(index: number): void
  /** A ref callback for a rendered row element carrying `data-index`: its height replaces the estimate. */
  measureRow(element: HTMLElement | null): (() => void) | undefined
}

type Viewport = { top: number; height: number }

/** The first and last row a viewport shows (last < first for an empty list), `starts` being the rows' offsets. */
function visibleRange(starts: readonly number[], { top, height }: Viewport): [number, number] {
  const count = starts.length - 1
  let first = 0
  while (first < count && starts[first + 1]! <= top) first++
  let last = first
  while (last < count - 1 && starts[last + 1]! < top + height) last++
  return [first, Math.min(last, count - 1)]
}

/**
 * The rows a scroller shows, for rendering only those of a long list (the wallet grid, the activity
 * list). It follows the scroller's scroll position and size and the rows' measured heights.
 *
 * @example
 * const { rows, totalHeight, measureRow } = useVirtualRows({ count, estimateHeight: () => 58, overscan: 6, scrollerRef, initialHeight: 360 })
 */
export function useVirtualRows(parameters: UseVirtualRowsParameters): UseVirtualRowsReturnType {
  const { count, estimateHeight, getKey, overscan, scrollerRef, initialHeight } = parameters
  const [viewport, setViewport] = useState<Viewport>({ top: 0, height: initialHeight })
  const [measured, setMeasured] = useState<ReadonlyMap<string | number, number>>(new Map())
  const keyOf = useCallback((index: number) => getKey?.(index) ?? index, [getKey])

  const starts = useMemo(() => {
    const offsets = new Array<number>(count + 1)
    offsets[0] = 0
    for (let index = 0; index < count; index++)
      offsets[index + 1] = offsets[index]! + (measured.get(keyOf(index)) ?? estimateHeight(index))
    return offsets
  }, [count, estimateHeight, keyOf, measured])

  const latestStarts = useRef(starts)
  latestStarts.current = starts

  const read = useCallback(
    (scroller: HTMLElement): Viewport => ({
      top: scroller.scrollTop,
      height: scroller.clientHeight || initialHeight,
    }),
    [initialHeight],
  )

  // The scroller can mount after the list (an empty state first): attach to whichever element is there.
  const attached = useRef<{ element: HTMLElement; detach: () => void } | undefined>(undefined)
  useLayoutEffect(() => {
    const scroller = scrollerRef.current ?? undefined
    if (attached.current?.element === scroller) return
    attached.current?.detach()
    attached.current = undefined
    if (!scroller) return
    const update = () => {
      const next = read(scroller)
      // A scroll within the rows already rendered changes nothing on screen: no render for it.
      setViewport((current) =>
        String(visibleRange(latestStarts.current, current)) ===
        String(visibleRange(latestStarts.current, next))
          ? current
          : next,
      )
    }
    update()
    scroller.addEventListener('scroll', update, { passive: true })
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
    resize?.observe(scroller)
    attached.current = {
      element: scroller,
      detach: () => {
        scroller.removeEventListener('scroll', update)
        resize?.disconnect()
      },
    }
  })

  const rowObserver = useRef<ResizeObserver | undefined>(undefined)
  const record = useCallback(
    (element: Element) => {
      const index = Number((element as HTMLElement).dataset.index)
      const height = (element as HTMLElement).offsetHeight
      // An unlaid-out row (display: none, a DOM without layout) reports 0: keep the estimate.
      if (!Number.isInteger(index) || index >= count || height === 0) return
      const key = keyOf(index)
      setMeasured((current) => (current.get(key) === height ? current : new Map(current).set(key, height)))
    },
    [count, keyOf],
  )
  // The observer outlives renders: it reads rows with the latest count and keys.
  const latestRecord = useRef(record)
  latestRecord.current = record
  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined
      if (!rowObserver.current && typeof ResizeObserver === 'function')
        rowObserver.current = new ResizeObserver((entries) => {
          for (const entry of entries) latestRecord.current(entry.target)
        })
      rowObserver.current?.observe(element)
      record(element)
      return () => rowObserver.current?.unobserve(element)
    },
    [record],
  )
  useLayoutEffect(
    () => () => {
      attached.current?.detach()
      attached.current = undefined
      rowObserver.current?.disconnect()
    },
    [],
  )

  const scrollToRow = useCallback(
    (index: number) => {
      const scroller = scrollerRef.current
      const rowTop = starts[index]
      const rowBottom = starts[index + 1]
      if (!scroller || rowTop === undefined || rowBottom === undefined) return
      const { top, height } = read(scroller)
      if (rowTop < top) scroller.scrollTop = rowTop
      else if (rowBottom > top + height) scroller.scrollTop = rowBottom - height
    },
    [scrollerRef, starts, read],
  )

  const [first, last] = visibleRange(starts, viewport)
  const rows: VirtualRow[] = []
  for (let index = Math.max(0, first - overscan); index <= Math.min(count - 1, last + overscan); index++)
    rows.push({ index, key: keyOf(index), start: starts[index]! })

  return { rows, totalHeight: starts[count]!, scrollToRow, measureRow }
}
