import { shortenName } from '@portico/core'
import type { Page } from 'playwright-core'

/** The modal's dialog, by its accessible name when given. */
export const dialog = (page: Page, name?: string) =>
  page.getByRole('dialog', name ? { name, exact: true } : undefined)

/** The page's first button that shows `address` shortened (the account button). */
export const accountButton = (page: Page, address: string) =>
  page.getByRole('button', { name: new RegExp(shortenName(address)) }).first()
