import {
  type CaipNetwork,
  ConnectionRejectedError,
  closeModal,
  NetworkNotAddedError,
  PorticoError,
  type RouterData,
} from '@portico/core'
import { useEffect } from 'react'
import { useConnect } from '../hooks/useConnect.ts'
import { useErrorText, useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { RefreshIcon } from '../ui/icons.tsx'
import { LoadingRing } from '../ui/loadingRing.tsx'
import { WalletImage } from '../ui/walletImage.tsx'
import { entryImage } from './useImageUrl.ts'

/** Router entries whose first connection request was already sent. */
const requested = new WeakSet<RouterData>()

/**
 * ConnectingExternal (docs/rules/screens.md): waits for the wallet, offers a retry, and shows why it
 * failed; when the wallet could not add the network, it names it and offers the other networks.
 * The connection is `useConnect`'s: only its latest call counts, and a view that is gone acts on none.
 */
export function ConnectingExternalView() {
  const portico = usePortico()
  const t = useMessages()
  const errorText = useErrorText()
  const { data } = useStoreState(portico.router.store)
  const connector = data?.connector
  const { connect, status, error, variables } = useConnect()

  // The network to connect on: the view's, or the one picked after the wallet could not add it.
  const connectOn = (caipNetwork: CaipNetwork | undefined) => {
    if (connector) connect({ connectorId: connector.id, caipNetwork })
  }

  useEffect(() => {
    // The wallet is asked once per navigation, even when an effect runs twice (StrictMode): a second
    // eth_requestAccounts would stack a second prompt, or fail with 'already pending' in some wallets.
    if (data?.connector && !requested.has(data)) {
      requested.add(data)
      connect({ connectorId: data.connector.id, caipNetwork: data.network })
    }
  }, [connect, data])

  useEffect(() => {
    if (status === 'pending') portico.modal.setLoading(true)
    else if (status !== 'idle') portico.modal.setLoading(false)
    // Close only a modal that still shows this view: a sign-in the new account needs may have replaced it.
    if (status === 'success' && portico.router.store.getState().data === data) closeModal(portico)
    if (status === 'error') portico.modal.shake()
  }, [data, portico, status])

  const network = variables?.caipNetwork
  const failure =
    status === 'error'
      ? {
          message: errorText(error) ?? t('connectionFailed'),
          rejected: error instanceof ConnectionRejectedError,
          // The wallet's own words, when it gave any (docs/rules/errors.md 'Failed to connect' keeps them as details).
          details: error instanceof PorticoError ? error.details : undefined,
          networks:
            error instanceof NetworkNotAddedError
              ? portico.networks.store
                  .getState()
                  .requestedCaipNetworks.filter(
                    (each) =>
                      each.chainNamespace === network?.chainNamespace &&
                      each.caipNetworkId !== error.caipNetworkId,
                  )
              : undefined,
        }
      : undefined

  const name = connector?.name ?? data?.wallet?.name ?? ''
  return (
    <div className="connecting" aria-live="polite">
      <div className={failure ? 'connecting-logo error' : 'connecting-logo'}>
        <WalletImage src={entryImage(portico, { connector, wallet: data?.wallet })} name={name} />
        <LoadingRing />
      </div>
      {failure ? (
        <>
          <p className="connecting-title error">{failure.message}</p>
          {failure.networks ? (
            <>
              <p className="muted">{t('networkNotAddedChoose', { name })}</p>
              <div className="actions">
                {failure.networks.map((other) => (
                  <button
                    key={other.caipNetworkId}
                    type="button"
                    className="secondary-button"
                    onClick={() => connectOn(other)}
                  >
                    {other.name}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <p className="muted">
              {failure.rejected
                ? t('connectionDeclined', { name })
                : (failure.details ?? t('acceptConnection'))}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="connecting-title">{t('continueIn', { name })}</p>
          <p className="muted">{t('acceptConnection')}</p>
        </>
      )}
      <div className="actions">
        <button
          type="button"
          className="secondary-button"
          onClick={() => connectOn(network ?? data?.network)}
        >
          <RefreshIcon />
          {t('tryAgain')}
        </button>
      </div>
    </div>
  )
}
