const MAX_DEPTH = 8

/**
 * The first `code` on an error or its causes. Wallets and viem wrap provider errors (`cause`), and
 * some mobile wallets nest the original one under `data.originalError`.
 *
 * @example
 * if (findErrorCode(error) === PROVIDER_ERROR_CODES.SwitchChainError) await addChain()
 */
export function findErrorCode(error: unknown): number | string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth++) {
    const { code, cause, data } = current as {
      code?: unknown
      cause?: unknown
      data?: { originalError?: unknown }
    }
    if (typeof code === 'number' || typeof code === 'string') return code
    current = cause ?? data?.originalError
  }
  return undefined
}
