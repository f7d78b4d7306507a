/**
 * The separators a locale writes numbers with, in Latin digits (an amount field keeps the digits the
 * visitor's keyboard types; Arabic-Indic ones are read too).
 */
function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(12345.6)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0

/**
 * Digits grouped the way people write them: three in the last group, two or three in the ones before
 * (Indian grouping writes '12,34,567'). Anything else (English '1,5') is not grouping.
 */
const isGrouped = (whole: string, group: string) =>
  new RegExp(`^\\d{1,3}(?:\\${group}\\d{2,3})*\\${group}\\d{3}$`).test(whole)

/**
 * What the visitor typed in an amount field, as a plain decimal text ('1234.5') for the flows: the
 * locale's decimal separator becomes '.', its group separators go where they group digits,
 * Arabic-Indic digits become Latin ones. Text only, never a float, so a token amount keeps every digit.
 * A group separator is never read as a decimal one ('1,234' in English is 1234 and '1,5' is not a
 * number): a text that is not a number stays one, for the flow to call it invalid.
 *
 * @example parseAmountText('1.234,5', 'de') // '1234.5'
 */
export function parseAmountText(text: string, locale: string): string {
  const { decimal, group } = separators(locale)
  // Spaces, apostrophes and the Arabic thousands sign only ever group digits.
  let plain = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, decimal)
    .replace(/[\s\u00a0\u202f\u066c'’]/g, '')
  const other = decimal === ',' ? '.' : ','
  // A locale grouping with spaces or apostrophes (French, Swiss German) leaves the other of '.' and ','
  // free: alone, it is a keyboard's decimal key.
  if (group !== other && !plain.includes(decimal) && plain.split(other).length === 2)
    plain = plain.replace(other, decimal)
  const [whole = '', fraction, ...rest] = plain.split(decimal)
  if (rest.length > 0 || fraction?.includes(other)) return text
  if (whole.includes(other) && !isGrouped(whole, other)) return text
  const digits = whole.split(other).join('')
  return fraction === undefined ? digits : `${digits}.${fraction}`
}

/**
 * A plain decimal text ('1234.5') as an amount field shows it in the locale: its decimal separator,
 * no grouping (the visitor edits it), every digit kept.
 *
 * @example formatAmountText('1234.5', 'de') // '1234,5'
 */
export function formatAmountText(text: string, locale: string): string {
  const { decimal } = separators(locale)
  return decimal === '.' ? text : text.replace('.', decimal)
}
