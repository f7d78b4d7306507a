const warned = new Set<string>()

/**
 * Says once per page, in the console, that Portico does not honour an AppKit option, argument or
 * attribute. docs/migrate-from-appkit.md says why for each; never silent, never repeated.
 */
export function warnUnsupported(name: string): void {
  if (warned.has(name)) return
  warned.add(name)
  console.warn(`[@portico/appkit] ${name} is not supported on Portico: see docs/migrate-from-appkit.md`)
}
