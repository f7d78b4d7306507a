export function waitForUrl(url: string, options?: { timeoutMs?: number; intervalMs?: number }): Promise<void>
