import {
  formatBalance,
  type OpenModalParameters,
  openModal,
  shortenName,
  type ThemeVariables,
} from '@portico/core'
import { useCallback, useEffect } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { localizeDecimal } from '../messages/intl.ts'
import { loadModal, preloadModalWhenIdle } from '../modal/loadModal.ts'
import { Avatar } from '../ui/avatar.tsx'
import { BUTTON_CSS } from './buttonStyles.ts'

export type ConnectButtonProps = {
  /** Hide the balance of the connected account. */
  hideBalance?: boolean | undefined
  className?: string | undefined
}

/** The dapp's accent and font also style the page buttons. */
export function buttonStyle(variables: ThemeVariables): React.CSSProperties | undefined {
  const style: Record<string, string> = {}
  if (variables['--portico-accent']) style['--pb-accent'] = variables['--portico-accent']
  if (variables['--portico-font-family']) style['--portico-font-family'] = variables['--portico-font-family']
  return Object.keys(style).length > 0 ? style : undefined
}

/**
 * The handlers of a button that opens the modal. Hover, focus or the press of a pointer or finger
 * (before its click) run the first intent: the wallet lists and the modal chunk start loading. The
 * modal chunk alone, from the dapp's own origin, is fetched when the page is idle.
 */
export function useOpenModalButton(parameters: OpenModalParameters = {}) {
  const portico = usePortico()
  const { isConnected } = useAccount()
  const intent = useCallback(() => {
    void portico.intent()
    void loadModal()
  }, [portico])
  const startView = parameters.view ?? (isConnected ? 'Account' : 'Connect')
  useEffect(() => preloadModalWhenIdle(startView), [startView])
  const open = useCallback(() => {
    openModal(portico, parameters)
    void loadModal(portico.router.store.getState().view)
  }, [portico, parameters])
  return { onPointerEnter: intent, onPointerDown: intent, onFocus: intent, onClick: open }
}

/**
 * "Connect Wallet" while disconnected; the avatar, name or short address and balance once
 * connected. Hover or focus starts the prefetch; a click opens the modal.
 */
export function ConnectButton({ hideBalance, className }: ConnectButtonProps) {
  const portico = usePortico()
  const t = useMessages()
  const { locale } = useLocale()
  const account = useAccount()
  const { themeMode, themeVariables } = useStoreState(portico.theme.store)
  const handlers = useOpenModalButton()
  const style = (
    <style href="portico-button" precedence="default">
      {BUTTON_CSS}
    </style>
  )
  const common = {
    type: 'button' as const,
    className: className ? `portico-button ${className}` : 'portico-button',
    'data-theme': themeMode,
    style: buttonStyle(themeVariables),
    ...handlers,
  }
  if (account.isConnected && account.address) {
    const balance =
      account.balance === undefined
        ? undefined
        : `${localizeDecimal(formatBalance(account.balance), locale)} ${account.balanceSymbol ?? ''}`
    return (
      <>
        {style}
        <button {...common} data-variant="account">
          {!hideBalance && balance ? <span className="portico-button-balance">{balance.trim()}</span> : null}
          <span className="portico-button-pill">
            <Avatar address={account.address} image={account.profileImage} size={24} />
            <span>{account.profileName ?? shortenName(account.address)}</span>
          </span>
        </button>
      </>
    )
  }
  return (
    <>
      {style}
      <button {...common} data-variant="connect" aria-busy={account.isConnecting}>
        {account.isConnecting ? t('connecting') : t('connectWallet')}
      </button>
    </>
  )
}
