import { readFileSync } from 'node:fs'
import { PorticoConfigError } from './errors.ts'
import { parsePorticoConfig } from './parsePorticoConfig.ts'
import type { PorticoConfig } from './porticoConfig.ts'

/**
 * Reads and checks the server's JSON config file.
 *
 * @example
 * const config = loadPorticoConfig('portico.config.json')
 * await startServer({ blockchain: blockchainOptionsFromConfig(config) })
 *
 * @throws PorticoConfigError when the file is missing or unreadable, is not JSON, or has a wrong field.
 */
export function loadPorticoConfig(file: string): PorticoConfig {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT'
    throw new PorticoConfigError(missing ? 'Config file not found' : 'Could not read the config file', {
      details: file,
      cause,
    })
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    throw new PorticoConfigError('Config file is not valid JSON', {
      details: `${file}: ${(cause as Error).message}`,
      cause,
    })
  }
  return parsePorticoConfig(value, file)
}
