import { useMessages } from '../hooks/use-messages.ts'
import { useNetwork } from '../hooks/use-network.ts'
import { usePortico } from '../hooks/use-portico.ts'
import { useStoreState } from '../hooks/use-store.ts'
import { NetworkImage } from '../ui/network-image.tsx'
import { BUTTON_CSS } from './button-styles.ts'
import { buttonStyle, useIntent } from './connect-button.tsx'

/** Shows the active network's logo and name; a click opens the network list. */
export function NetworkButton({ className }: { className?: string | undefined }) {
  const portico = usePortico()
  const t = useMessages()
  const { caipNetwork } = useNetwork()
  const { themeMode, themeVariables } = useStoreState(portico.theme.store)
  const intent = useIntent()
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
        onPointerEnter={intent}
        onFocus={intent}
        onClick={() => portico.open({ view: 'Networks' })}
      >
        <span className="portico-button-pill">
          <NetworkImage portico={portico} network={caipNetwork} className="portico-button-network" />
          <span>{name}</span>
        </span>
      </button>
    </>
  )
}
