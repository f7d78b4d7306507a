'use client'

import { useAppKit, useAppKitAccount, useDisconnect } from '@reown/appkit/react'
import { useAccount } from 'wagmi'

export function Status() {
  const { address, isConnected } = useAccount()
  const appKitAccount = useAppKitAccount()
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  return (
    <>
      <p data-testid="status">{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
      <p data-testid="account">{appKitAccount.isConnected ? `AppKit: ${appKitAccount.address}` : ''}</p>
      <button type="button" onClick={() => open({ view: 'Account' })}>
        Open Account
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </>
  )
}
