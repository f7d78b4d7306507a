// Polls a URL until it answers with any HTTP status below 500.
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.status < 500) return
      lastError = new Error(`${url} answered ${response.status}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError?.message ?? 'no answer'})`)
}
