/** A token bucket: `ratePerSecond` tokens, refilled continuously; take() is false when empty. */
export function createRateLimiter(ratePerSecond: number, now: () => number): { take(): boolean } {
  let tokens = ratePerSecond
  let last = now()
  return {
    take() {
      const time = now()
      tokens = Math.min(ratePerSecond, tokens + ((time - last) / 1000) * ratePerSecond)
      last = time
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
