import { formatNumber } from '@portico/core'

/** A value in the quote currency, en-US with 2 decimals (SPEC §9). */
export function formatUsd(value: number | string | undefined): string {
  return `$${formatNumber(value ?? 0)}`
}
