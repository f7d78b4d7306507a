import {
  type CaipNetwork,
  ConnectionRejectedError,
  closeModal,
  connect as connectWallet,
  NetworkNotAddedError,
  PorticoError,
  type RouterData,
} from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useErrorText, useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { RefreshIcon } from '../ui/icons.tsx'
import { LoadingRing } from '../ui/loadingRing.tsx'
import { WalletImage } from '../ui/walletImage.tsx'
import { entryImage } from './useImageUrl.ts'

/** Router entries whose first connection request was already sent. */
const requested = new WeakSet<RouterData>()

type Status =
  | { kind: 'waiting' }
  | {
      kind: 'error'
      message: string
      rejected: boolean
      details: string | undefined
      /** When the wallet could not add the network: the others of its namespace, to connect on instead. */
      networks?: readonly CaipNetwork[] | undefined
    }

/**
 * ConnectingExternal (docs/rules/screens.md): waits for the wallet, offers a retry, and shows why it
 * failed; when the wallet could not add the network, it names it and offers the other networks.
 */
export function ConnectingExternalView() {
  const portico = usePortico()
  const t = useMessages()
  const errorText = useErrorText()
  const { data } = useStoreState(portico.router.store)
  const connector = data?.connector
  const [status, setStatus] = useState<Status>({ kind: 'waiting' })
  const attempt = useRef(0)
  const mounted = useRef(false)

  // The network to connect on: the view's, or the one picked after the wallet could not add it.
  const target = useRef<CaipNetwork | undefined>(undefined)
  const connect = useCallback(async () => {
    if (!connector) return
    const network = target.current ?? data?.network
    const id = ++attempt.current
    setStatus({ kind: 'waiting' })
    portico.modal.setLoading(true)
    try {
      await connectWallet(portico, { connectorId: connector.id, caipNetwork: network })
      if (id !== attempt.current || !mounted.current) return
      portico.modal.setLoading(false)
      closeModal(portico)
    } catch (error) {
      if (id !== attempt.current || !mounted.current) return
      portico.modal.setLoading(false)
      const rejected = error instanceof ConnectionRejectedError
      const message = errorText(error) ?? t('connectionFailed')
      // The wallet's own words, when it gave any (docs/rules/errors.md 'Failed to connect' keeps them as details).
      const details = error instanceof PorticoError ? error.details : undefined
      const networks =
        error instanceof NetworkNotAddedError
          ? portico.networks.store
              .getState()
              .requestedCaipNetworks.filter(
                (each) =>
                  each.chainNamespace === network?.chainNamespace &&
                  each.caipNetworkId !== error.caipNetworkId,
              )
          : undefined
      setStatus({ kind: 'error', message, rejected, details, networks })
      portico.modal.shake()
    }
  }, [connector, data?.network, portico, t, errorText])

  useEffect(() => {
    mounted.current = true
    // The wallet is asked once per navigation, even when an effect runs twice (StrictMode): a second
    // eth_requestAccounts would stack a second prompt, or fail with 'already pending' in some wallets.
    if (data && !requested.has(data)) {
      requested.add(data)
      void connect()
    }
    return () => {
      mounted.current = false
    }
  }, [connect, data])

  const connectOn = (other: CaipNetwork) => {
    target.current = other
    void connect()
  }

  const name = connector?.name ?? data?.wallet?.name ?? ''
  const error = status.kind === 'error'
  return (
    <div className="connecting" aria-live="polite">
      <div className={error ? 'connecting-logo error' : 'connecting-logo'}>
        <WalletImage src={entryImage(portico, { connector, wallet: data?.wallet })} name={name} />
        <LoadingRing />
      </div>
      {error ? (
        <>
          <p className="connecting-title error">{status.message}</p>
          {status.networks ? (
            <>
              <p className="muted">{t('networkNotAddedChoose', { name })}</p>
              <div className="actions">
                {status.networks.map((other) => (
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
              {status.rejected
                ? t('connectionDeclined', { name })
                : (status.details ?? t('acceptConnection'))}
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
        <button type="button" className="secondary-button" onClick={() => void connect()}>
          <RefreshIcon />
          {t('tryAgain')}
        </button>
      </div>
    </div>
  )
}
