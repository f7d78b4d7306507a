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
 * What the visitor typed in an amount field, as a plain decimal text ('1234.5') for the flows: the
 * locale's decimal separator becomes '.', its group separators and spaces go, Arabic-Indic digits become
 * Latin ones. Text only, never a float, so a token amount keeps every digit. A text that is not a
 * number stays one, for the flow to call it invalid.
 *
 * @example parseAmountText('1.234,5', 'de') // '1234.5'
 */
export function parseAmountText(text: string, locale: string): string {
  const { decimal } = separators(locale)
  let plain = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, decimal)
    .replace(/[\s\u00a0\u202f\u066c'’]/g, '')
  // The locale's separator is the decimal one; without it, a single '.' or ',' is (a keyboard's
  // decimal key or the English habit), and more of them group thousands.
  const other = decimal === ',' ? '.' : ','
  if (plain.includes(decimal)) plain = plain.split(other).join('')
  else if (plain.split(other).length === 2) plain = plain.replace(other, decimal)
  else plain = plain.split(other).join('')
  return decimal === '.' ? plain : plain.replace(decimal, '.')
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
