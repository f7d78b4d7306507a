import { appendFileSync } from 'node:fs'

/** Adds one line to the figures `npm run chaos` writes (JSON lines; a no-op outside a chaos run). */
export function reportFault(line: string): void {
  const file = process.env.PORTICO_CHAOS_FAULT_REPORT
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`)
}
