/** Background colours of generated badges; white text stays readable on each (contrast ≥ 4.5). */
const BADGE_COLOURS = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7c3aed',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#15803d',
  '#a16207',
  '#0369a1',
  '#6d28d9',
] as const

function hash(text: string): number {
  let value = 2166136261
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 16777619)
  }
  return value >>> 0
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * A round badge with up to 6 letters, coloured by a hash of `key`, as an SVG document.
 * Used for fiat currencies and tokens, for which the reference data ships no images.
 */
export function renderBadgeSvg(label: string, key: string, title: string): string {
  const text = [...label].slice(0, 6).join('')
  const length = [...text].length
  const fontSize =
    length <= 1 ? 30 : length === 2 ? 26 : length === 3 ? 20 : length === 4 ? 16 : length === 5 ? 13 : 11
  const colour = BADGE_COLOURS[hash(key) % BADGE_COLOURS.length]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">',
    `<title>${escapeXml(title)}</title>`,
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="${fontSize}"`,
    ` font-weight="600" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">`,
    `${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
}
