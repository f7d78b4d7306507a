import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@reown/appkit/react'
import { useSignMessage } from 'wagmi'
import { devnetB } from './config'

export function App() {
  const { open } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetworkId, switchNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const { signMessage, data: signature } = useSignMessage()

  return (
    <main>
      <h1>AppKit dapp</h1>
      <appkit-button />
      <p data-testid="account">{isConnected ? `Connected: ${address}` : `Status: ${status}`}</p>
      <p data-testid="network">{caipNetworkId}</p>
      <button type="button" onClick={() => switchNetwork(devnetB)}>
        Switch to Devnet B
      </button>
      <button type="button" onClick={() => signMessage({ message: 'Hello from AppKit' })}>
        Sign message
      </button>
      <p data-testid="signature">{signature}</p>
      <button type="button" onClick={() => open({ view: 'Account' })}>
        Open Account
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open Networks
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </main>
  )
}
