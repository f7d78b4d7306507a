// @vitest-environment node
import { createPortico } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './components/connectButton.tsx'
import { NetworkButton } from './components/networkButton.tsx'
import { useAccount } from './hooks/useAccount.ts'
import { usePorticoState } from './hooks/usePorticoState.ts'
import { PorticoProvider } from './provider.tsx'

function State() {
  const { status } = useAccount()
  const { open, view } = usePorticoState()
  return <output>{`${status}:${open}:${view}`}</output>
}

describe('server rendering (issue 4: SSR-safe)', () => {
  it('renders the provider, buttons and hooks without window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const portico = createPortico({ apiUrl: 'http://127.0.0.1:9' })
    const html = renderToString(
      <PorticoProvider portico={portico}>
        <ConnectButton />
        <NetworkButton />
        <State />
      </PorticoProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('disconnected:false:Connect')
    expect(html).not.toContain('role="dialog"')
  })
})
