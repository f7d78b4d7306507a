import type { AppKit } from './createAppKit.ts'
import { AppKitNotCreatedError } from './errors.ts'

let active: AppKit | undefined

/** The page's AppKit: the last one `createAppKit` made, as AppKit keeps one per page. */
export function setActiveAppKit(appKit: AppKit): void {
  active = appKit
}

/**
 * The page's AppKit.
 *
 * @example
 * import { getAppKit } from '@portico/appkit'
 * getAppKit().open()
 * @throws AppKitNotCreatedError before `createAppKit`
 */
export function getAppKit(): AppKit {
  if (!active) throw new AppKitNotCreatedError()
  return active
}

/** The page's AppKit, or undefined before `createAppKit`. */
export function findAppKit(): AppKit | undefined {
  return active
}
