import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequestQueue } from './requestQueue.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('session requests one at a time (docs/rules/states.md)', () => {
  it('hands out the next request only after the previous is answered and the delay has passed', () => {
    vi.useFakeTimers()
    const emitted: string[] = []
    const queue = new RequestQueue(1_000, (id) => {
      emitted.push(id)
      return true
    })
    queue.push('1')
    queue.push('2')
    queue.push('3')
    expect(emitted).toEqual(['1'])
    queue.done('1')
    vi.advanceTimersByTime(999)
    expect(emitted).toEqual(['1'])
    vi.advanceTimersByTime(1)
    expect(emitted).toEqual(['1', '2'])
    queue.done('2')
    vi.advanceTimersByTime(1_000)
    expect(emitted).toEqual(['1', '2', '3'])
  })

  it('skips requests that are gone and drops answered ones still waiting', () => {
    vi.useFakeTimers()
    const emitted: string[] = []
    const queue = new RequestQueue(0, (id) => {
      if (id === 'gone') return false
      emitted.push(id)
      return true
    })
    queue.push('gone')
    queue.push('a')
    queue.push('b')
    queue.done('b')
    expect(emitted).toEqual(['a'])
    queue.done('a')
    vi.advanceTimersByTime(0)
    expect(emitted).toEqual(['a'])
    expect(queue.active).toBeUndefined()
  })
})
