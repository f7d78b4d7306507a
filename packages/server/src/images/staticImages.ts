import { readdirSync, readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { SEED_CHAIN_LOGOS_DIR, SEED_CURRENCIES_FILE, SEED_TOKENS_FILE } from '../seed/seedPaths.ts'
import { renderBadgeSvg } from './badgeSvg.ts'
import { contentTypeOf, createImageAsset, type ImageAsset } from './imageAsset.ts'

/** Images that ship with the package and never change while the server runs. */
export type StaticImages = {
  /** Chain logos by asset image id (the logo file stem, such as `ethereum`). */
  assets: ReadonlyMap<string, ImageAsset>
  /** Fiat currency badges by upper-case ISO 4217 code. */
  currencies: ReadonlyMap<string, ImageAsset>
  /** Token badges by lower-case symbol. */
  tokens: ReadonlyMap<string, ImageAsset>
}

const SVG = 'image/svg+xml'

export function loadStaticImages(): StaticImages {
  const assets = new Map<string, ImageAsset>()
  for (const file of readdirSync(SEED_CHAIN_LOGOS_DIR).sort()) {
    const contentType = contentTypeOf(file)
    if (contentType) {
      assets.set(
        basename(file, extname(file)),
        createImageAsset(readFileSync(join(SEED_CHAIN_LOGOS_DIR, file)), contentType),
      )
    }
  }

  const currencies = new Map<string, ImageAsset>()
  const currencyFile = JSON.parse(readFileSync(SEED_CURRENCIES_FILE, 'utf8')) as {
    currencies: { code: string; name: string }[]
  }
  for (const { code, name } of currencyFile.currencies) {
    currencies.set(code.toUpperCase(), svgAsset(renderBadgeSvg(code, code, `${name} (${code})`)))
  }

  const tokens = new Map<string, ImageAsset>()
  const tokenFile = JSON.parse(readFileSync(SEED_TOKENS_FILE, 'utf8')) as {
    tokens: { symbol: string; name: string }[]
  }
  for (const { symbol, name } of tokenFile.tokens) {
    const key = symbol.toLowerCase()
    if (!tokens.has(key)) tokens.set(key, svgAsset(renderBadgeSvg(symbol, key, `${name} (${symbol})`)))
  }

  return { assets, currencies, tokens }
}

function svgAsset(svg: string): ImageAsset {
  return createImageAsset(Buffer.from(svg, 'utf8'), SVG)
}
