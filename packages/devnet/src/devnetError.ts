export type DevnetErrorType = DevnetError & { name: 'DevnetError' }

/**
 * The devnet or the dev wallet could not do what was asked: a missing anvil binary, a failed deploy
 * step, a chain that is not a Portico devnet, a wallet set up without accounts or chains.
 *
 * @example
 * try { await startDevnet() } catch (error) { if (error instanceof DevnetError) console.error(error.message) }
 */
export class DevnetError extends Error {
  override name = 'DevnetError' as const
}
