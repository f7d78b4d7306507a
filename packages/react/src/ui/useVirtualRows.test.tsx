import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useVirtualRows } from './useVirtualRows.ts'

// happy-dom lays nothing out: the scroller's and the rows' sizes come from data attributes here.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.height ?? 0)
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.viewport ?? 0)
    },
  })
})
afterEach(() => {
  cleanup()
  for (const [name, descriptor] of [
    ['offsetHeight', offsetHeight],
    ['clientHeight', clientHeight],
  ] as const) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor)
    else Reflect.deleteProperty(HTMLElement.prototype, name)
  }
})

type ListProps = { count: number; measured?: Record<number, number>; viewport?: number; hidden?: boolean }

let scrollTo: (index: number) => void = () => undefined

function List({ count, measured = {}, viewport = 100, hidden = false }: ListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const [estimate] = useState(() => () => 20)
  const virtual = useVirtualRows({
    count,
    estimateHeight: estimate,
    overscan: 1,
    scrollerRef,
    initialHeight: 60,
  })
  scrollTo = virtual.scrollToRow
  if (hidden) return <p>empty</p>
  return (
    <div ref={scrollerRef} data-testid="scroller" data-viewport={viewport}>
      <div data-testid="extent" style={{ height: `${virtual.totalHeight}px` }}>
        {virtual.rows.map((row) => (
          <div
            key={row.key}
            ref={virtual.measureRow}
            data-index={row.index}
            data-height={measured[row.index]}
            data-start={row.start}
          >
            row {row.index}
          </div>
        ))}
      </div>
    </div>
  )
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-index]')].map((row) => Number(row.dataset.index))

describe('useVirtualRows: only the rows a scroller shows are rendered', () => {
  it('renders the rows of the viewport and the overscan, with the list extent of every row', () => {
    const { container, getByTestId } = render(<List count={50} />)
    // 100 px of 20 px rows: rows 0–4, and one more below.
    expect(shown(container)).toEqual([0, 1, 2, 3, 4, 5])
    expect(getByTestId('extent').style.height).toBe('1000px')
  })

  it('follows the scroll position', () => {
    const { container, getByTestId } = render(<List count={50} />)
    const scroller = getByTestId('scroller')
    act(() => {
      scroller.scrollTop = 210
      fireEvent.scroll(scroller)
    })
    // Rows 10–15 cover 210–310 px; one more each side.
    expect(shown(container)).toEqual([9, 10, 11, 12, 13, 14, 15, 16])
  })

  it('uses a row’s measured height instead of its estimate for the offsets after it', () => {
    const { container } = render(<List count={50} measured={{ 0: 50 }} />)
    const start = (index: number) =>
      container.querySelector<HTMLElement>(`[data-index="${index}"]`)?.dataset.start
    expect(start(1)).toBe('50')
    expect(start(2)).toBe('70')
    expect(shown(container)).toEqual([0, 1, 2, 3, 4])
  })

  it('scrolls the least that brings a row into view', () => {
    const { getByTestId } = render(<List count={50} />)
    const scroller = getByTestId('scroller')
    act(() => scrollTo(7))
    expect(scroller.scrollTop).toBe(60)
    act(() => scrollTo(5))
    expect(scroller.scrollTop).toBe(60)
    act(() => scrollTo(1))
    expect(scroller.scrollTop).toBe(20)
  })

  it('attaches to a scroller that mounts after an empty state, and renders nothing for no rows', () => {
    const { container, rerender, getByTestId } = render(<List count={0} hidden />)
    expect(shown(container)).toEqual([])
    rerender(<List count={30} />)
    const scroller = getByTestId('scroller')
    act(() => {
      scroller.scrollTop = 400
      fireEvent.scroll(scroller)
    })
    expect(shown(container)).toEqual([19, 20, 21, 22, 23, 24, 25])
  })
})
