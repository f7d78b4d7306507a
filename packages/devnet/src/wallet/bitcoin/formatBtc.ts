/** Sats written in BTC for the approval prompt, e.g. `0.00025 BTC`. */
export function formatBtc(sats: bigint): string {
  const digits = sats.toString().padStart(9, '0')
  const fraction = digits.slice(-8).replace(/0+$/, '')
  return `${digits.slice(0, -8)}${fraction ? `.${fraction}` : ''} BTC`
}
