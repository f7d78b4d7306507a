export const root: string
/** The published libraries' folder names under packages/, in dependency order. */
export const PUBLISHED: readonly string[]
export function readPackage(name: string): Record<string, unknown>
/** The published Node programs' folder names (@portico/relay, @portico/server), a bin each. */
export const PROGRAMS: readonly string[]
