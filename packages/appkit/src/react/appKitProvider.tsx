import { type ReactNode, useState } from 'react'
import { createAppKit } from '../createAppKit.ts'
import type { CreateAppKitParameters } from '../options.ts'

export type AppKitProviderProps = CreateAppKitParameters & { children?: ReactNode }

/**
 * AppKit's `<AppKitProvider>`: creates the page's AppKit from its props on the first render, so the
 * hooks below it work. The props are read once, as `createAppKit` is called once.
 *
 * @example
 * <AppKitProvider apiUrl="https://portico.example.com" projectId="my-dapp" networks={[mainnet]} adapters={[wagmiAdapter]}>
 *   <App />
 * </AppKitProvider>
 */
export function AppKitProvider({ children, ...parameters }: AppKitProviderProps) {
  useState(() => createAppKit(parameters))
  return children
}
