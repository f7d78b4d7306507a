import type { OpenModalParameters } from '@portico/core'
import { useMessages } from '../hooks/useMessages.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { NetworkImage } from '../ui/networkImage.tsx'
import { BUTTON_CSS } from './buttonStyles.ts'
import { buttonStyle, useOpenModalButton } from './connectButton.tsx'

const OPEN_NETWORKS: OpenModalParameters = { view: 'Networks' }

/** Shows the active network's logo and name; a click opens the network list. */
export function NetworkButton({ className }: { className?: string | undefined }) {
  const portico = usePortico()
  const t = useMessages()
  const { caipNetwork } = useNetwork()
  const { themeMode, themeVariables } = useStoreState(portico.theme.store)
  const handlers = useOpenModalButton(OPEN_NETWORKS)
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
          <NetworkImage portico={portico} network={caipNetwork} className="portico-button-network" />
          <span>{name}</span>
        </span>
      </button>
    </>
  )
}
