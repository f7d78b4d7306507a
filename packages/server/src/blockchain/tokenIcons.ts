import { readFileSync } from 'node:fs'
import { renderBadgeSvg } from '../images/badgeSvg.ts'
import { SEED_TOKENS_FILE } from '../seed/seedPaths.ts'

/**
 * Icon URLs of tokens: the server's `/public/getTokenImage/{symbol}` badge when the server has one
 * (symbols of seed/tokens.json), otherwise the same kind of badge inline as a data URI.
 */
export class TokenIcons {
  readonly #served: ReadonlySet<string>
  readonly #inline = new Map<string, string>()

  constructor(tokensFile: string = SEED_TOKENS_FILE) {
    const { tokens } = JSON.parse(readFileSync(tokensFile, 'utf8')) as { tokens: { symbol: string }[] }
    this.#served = new Set(tokens.map((token) => token.symbol.toLowerCase()))
  }

  url(symbol: string, name: string, origin: string): string {
    const key = symbol.toLowerCase()
    if (this.#served.has(key)) return `${origin}/public/getTokenImage/${encodeURIComponent(key)}`
    let inline = this.#inline.get(key)
    if (!inline) {
      const svg = renderBadgeSvg(symbol, key, `${name} (${symbol})`)
      inline = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
      this.#inline.set(key, inline)
    }
    return inline
  }
}
