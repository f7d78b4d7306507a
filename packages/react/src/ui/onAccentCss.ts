/**
 * CSS that sets `onAccent` on `selector` to a text colour readable on the `accent` fill (WCAG AA, 4.5:1),
 * so the dapp's accent stays the fill of buttons and badges (docs/rules/limits.md) whatever its lightness. Where
 * relative colours work it picks white on a dark accent and a near-black ink tinted with the accent's
 * hue on a light one (both docs/rules/limits.md defaults are light: white on them is 3.5:1 and 4.0:1, the ink 5.6:1
 * and 5.0:1). Elsewhere the ink is a 12 % mix of the accent into black.
 */
export function onAccentCss(selector: string, accent: string, onAccent: string): string {
  return `${selector} { ${onAccent}: color-mix(in srgb, var(${accent}) 12%, #000); }
@supports (color: oklch(from red l c h)) {
  ${selector} { ${onAccent}: oklch(from var(${accent}) clamp(0.14, (0.58 - l) * 1000, 1) clamp(0, (l - 0.58) * 1000, 0.04) h); }
}`
}
