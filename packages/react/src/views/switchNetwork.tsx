import type { RouterData } from '@portico/core'
import { ConnectionRejectedError, confirmSwitchNetwork, toConnectionError } from '@portico/core'
import { useEffect } from 'react'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { LoadingRing } from '../ui/loadingRing.tsx'
import { NetworkImage } from '../ui/networkImage.tsx'
import { NETWORK_IMAGE_CSS } from '../ui/networkImageCss.ts'
import { SWITCH_NETWORK_CSS } from './switchNetworkCss.ts'
import { SWITCH_NETWORK_MESSAGES } from './switchNetworkMessages.ts'

const started = new WeakSet<RouterData>()

/**
 * SwitchNetwork (docs/rules/screens.md, states.md): asks the wallet to switch and waits for its approval. Success leaves
 * the network views; a failed switch goes back one view and says why in a toast.
 */
export function SwitchNetworkView() {
  useAdoptedStyles(NETWORK_IMAGE_CSS)
  useAdoptedStyles(SWITCH_NETWORK_CSS)
  const portico = usePortico()
  const t = useViewMessages(SWITCH_NETWORK_MESSAGES)
  const errorText = useErrorText()
  const { data } = useStoreState(portico.router.store)
  const network = data?.network
  const name = data?.connector?.name ?? portico.account.store.getState().connectedWalletInfo?.name

  useEffect(() => {
    if (!data || !network || started.has(data)) return
    // Once per navigation, even when an effect runs twice (StrictMode): the wallet is asked once.
    started.add(data)
    confirmSwitchNetwork(portico, { caipNetwork: network }).then(
      () => portico.toast.show('success', t('networkSwitched', { network: network.name })),
      (error: unknown) => {
        const failure = toConnectionError(error)
        const message =
          failure instanceof ConnectionRejectedError
            ? t('switchFailed')
            : (errorText(error) ?? failure.details ?? t('switchFailed'))
        portico.toast.show('error', message)
        portico.modal.shake()
      },
    )
  }, [data, network, portico, t, errorText])

  return (
    <div className="connecting switch-network" aria-live="polite">
      <div className="connecting-logo network-logo">
        <NetworkImage portico={portico} network={network} />
        <LoadingRing shape="circle" />
      </div>
      <p className="connecting-title">{t('approveInWallet')}</p>
      <p className="muted">
        {name
          ? t('switchRequestIn', { network: network?.name ?? '', name })
          : t('switchRequest', { network: network?.name ?? '' })}
      </p>
    </div>
  )
}
