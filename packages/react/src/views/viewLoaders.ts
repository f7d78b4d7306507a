import type { ComponentType } from 'react'
import { type LazyModule, viewModule } from './lazyView.tsx'

/** What a lazy view's component is given: only the network list takes a prop (the unsupported-chain screen). */
export type LazyViewProps = { unsupported?: boolean | undefined }

/**
 * The chunks of the lazy views, by name; which view is which export of which chunk is in
 * `viewTable.ts`, the one list of views. A flow's views share one chunk (a `*Views.ts` module): the
 * steps after the first are there when the visitor goes on. This module (with the list of files each
 * chunk needs, which the bundler adds to every import here) is a chunk of its own, loaded with the first
 * lazy view after the modal opens, not with the modal chunk before the first click.
 */
export const VIEW_CHUNKS = {
  account: () => import('./account.tsx'),
  allWallets: () => import('./allWallets.tsx'),
  connectingExternal: () => import('./connectingExternal.tsx'),
  connectingWalletConnect: () => import('./connectingWalletConnect.tsx'),
  whatIsAWallet: () => import('./whatIsAWallet.tsx'),
  receive: () => import('./receive.tsx'),
  profileWallets: () => import('./profileWallets.tsx'),
  smartSessions: () => import('./smartSessions.tsx'),
  networks: () => import('./networksViews.ts'),
  send: () => import('./send/sendViews.ts'),
  swap: () => import('./swap/swapViews.ts'),
  buy: () => import('./onramp/buyViews.ts'),
  auth: () => import('./authViews.ts'),
  signIn: () => import('./signInViews.ts'),
  registerAccountName: () => import('./registerAccountNameViews.ts'),
}

export type ViewChunk = keyof typeof VIEW_CHUNKS

const modules = new Map<string, LazyModule<ComponentType<LazyViewProps>>>()

/** The component `name` of chunk `chunk`, with the lazy views' shared stylesheet. */
export function viewComponentModule(
  chunk: ViewChunk,
  name: string,
): LazyModule<ComponentType<LazyViewProps>> {
  const key = `${chunk}.${name}`
  let module = modules.get(key)
  if (!module) {
    module = viewModule(() =>
      VIEW_CHUNKS[chunk]().then(
        (loaded) => (loaded as unknown as Record<string, ComponentType<LazyViewProps>>)[name]!,
      ),
    )
    modules.set(key, module)
  }
  return module
}
