'use client'

import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Config, cookieToInitialState, WagmiProvider } from 'wagmi'
import { devnetA, networks, projectId, wagmiAdapter } from '@/config'

const queryClient = new QueryClient()

const metadata = {
  name: 'AppKit dapp',
  description: 'An AppKit dapp on Portico',
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://127.0.0.1:3000',
  icons: [],
}

export const modal = createAppKit({
  apiUrl: process.env.NEXT_PUBLIC_PORTICO_API_URL,
  adapters: [wagmiAdapter],
  projectId,
  networks,
  defaultNetwork: devnetA,
  metadata,
  features: { analytics: true },
})

export default function ContextProvider({
  children,
  cookies,
}: {
  children: ReactNode
  cookies: string | null
}) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig as Config, cookies)
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig as Config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
