import {
  ConnectionRejectedError,
  closeModal,
  connect as connectWallet,
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
  | { kind: 'error'; message: string; rejected: boolean; details: string | undefined }

/** ConnectingExternal (docs/rules/screens.md): waits for the wallet, offers a retry, and shows why it failed. */
export function ConnectingExternalView() {
  const portico = usePortico()
  const t = useMessages()
  const errorText = useErrorText()
  const { data } = useStoreState(portico.router.store)
  const connector = data?.connector
  const [status, setStatus] = useState<Status>({ kind: 'waiting' })
  const attempt = useRef(0)
  const mounted = useRef(false)

  const connect = useCallback(async () => {
    if (!connector) return
    const id = ++attempt.current
    setStatus({ kind: 'waiting' })
    portico.modal.setLoading(true)
    try {
      await connectWallet(portico, { connectorId: connector.id, caipNetwork: data?.network })
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
      setStatus({ kind: 'error', message, rejected, details })
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
          <p className="muted">
            {status.rejected ? t('connectionDeclined', { name }) : (status.details ?? t('acceptConnection'))}
          </p>
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
