import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import ContextProvider from '@/context'

export const metadata = { title: 'AppKit dapp' }

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const headersObj = await headers()
  const cookies = headersObj.get('cookie')
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
