import type { CaipNetwork, OpenModalParameters } from '@portico/core'
import { useState } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { NetworkImage } from '../ui/networkImage.tsx'
import { BUTTON_CSS } from './buttonStyles.ts'
import { buttonStyle, useOpenModalButton } from './connectButton.tsx'

const OPEN_NETWORKS: OpenModalParameters = { view: 'Networks' }

/**
 * The network without its server-hosted logo: before the visitor shows intent the button asks the API
 * for nothing, so it shows the network's initial until then.
 */
function withoutServerImage(network: CaipNetwork | undefined): CaipNetwork | undefined {
  if (!network?.assets?.imageId || network.assets.imageUrl) return network
  return { ...network, assets: {} }
}

/** Shows the active network's logo and name; a click opens the network list. */
export function NetworkButton({ className }: { className?: string | undefined }) {
  const portico = usePortico()
  const t = useMessages()
  const { caipNetwork } = useNetwork()
  const { themeMode, themeVariables } = useStoreState(portico.theme.store)
  const { isConnected } = useAccount()
  const [intended, setIntended] = useState(false)
  const button = useOpenModalButton(OPEN_NETWORKS)
  const intend = (handler: () => void) => () => {
    setIntended(true)
    handler()
  }
  const handlers = {
    onPointerEnter: intend(button.onPointerEnter),
    onPointerDown: intend(button.onPointerDown),
    onFocus: intend(button.onFocus),
    onClick: button.onClick,
  }
  const logoNetwork = isConnected || intended ? caipNetwork : withoutServerImage(caipNetwork)
  const name = caipNetwork?.name ?? t('selectNetwork')
  return (
    <>
      <style href="portico-button" precedence="default">
        {BUTTON_CSS}
      </style>
      <button
        type="button"
        className={className ? `portico-button ${className}` : 'portico-button'}
        data-variant="account"
        data-network=""
        data-theme={themeMode}
        style={buttonStyle(themeVariables)}
        {...handlers}
      >
        <span className="portico-button-pill">
          <NetworkImage portico={portico} network={logoNetwork} className="portico-button-network" />
          <span>{name}</span>
        </span>
      </button>
    </>
  )
}
