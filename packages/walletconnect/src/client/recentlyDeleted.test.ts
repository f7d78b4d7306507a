import { describe, expect, it } from 'vitest'
import { RECENTLY_DELETED_LIMIT } from '../constants.ts'
import { RecentlyDeleted } from './recentlyDeleted.ts'

describe('recently deleted topics (docs/rules/states.md, limits.md)', () => {
  it('remembers deleted topics', () => {
    const deleted = new RecentlyDeleted()
    deleted.add('a')
    expect(deleted.has('a')).toBe(true)
    expect(deleted.has('b')).toBe(false)
  })

  it('trims the older half when the limit is reached', () => {
    const deleted = new RecentlyDeleted()
    for (let index = 0; index < RECENTLY_DELETED_LIMIT; index++) deleted.add(`topic-${index}`)
    expect(deleted.size).toBe(RECENTLY_DELETED_LIMIT / 2)
    expect(deleted.has('topic-0')).toBe(false)
    expect(deleted.has(`topic-${RECENTLY_DELETED_LIMIT / 2 - 1}`)).toBe(false)
    expect(deleted.has(`topic-${RECENTLY_DELETED_LIMIT / 2}`)).toBe(true)
    expect(deleted.has(`topic-${RECENTLY_DELETED_LIMIT - 1}`)).toBe(true)
  })
})
