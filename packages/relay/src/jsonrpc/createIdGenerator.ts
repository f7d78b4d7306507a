/**
 * Ids for requests the relay sends: a millisecond timestamp times 1000 plus a counter, strictly
 * increasing and at most 16 digits, so clients parsing them as Number lose nothing.
 */
export function createIdGenerator(now: () => number = Date.now): () => number {
  let last = 0
  return () => {
    last = Math.max(last + 1, now() * 1000)
    return last
  }
}
