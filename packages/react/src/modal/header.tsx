import { useRef } from 'react'
import { useMessages } from '../hooks/useMessages.ts'
import { ChevronLeftIcon, CloseIcon, HelpIcon } from '../ui/icons.tsx'

export type HeaderProps = {
  title: string
  titleId: string
  canGoBack: boolean
  showHelp: boolean
  onBack: () => void
  onHelp: () => void
  onClose: () => void
  /** Sign-in is required and pending: the button stays, says it is unavailable, and a click shakes. */
  closeDisabled?: boolean | undefined
}

/** Back (or help) on the left, the view title, Close on the right (docs/architecture.md). */
export function Header({
  title,
  titleId,
  canGoBack,
  showHelp,
  onBack,
  onHelp,
  onClose,
  closeDisabled,
}: HeaderProps) {
  const t = useMessages()
  // The title fades in when it changes (120 ms); on open the whole dialog already fades and zooms in, so
  // the first title is shown with it and the open settles with the dialog's own animation.
  const firstTitle = useRef(title)
  const changed = useRef(false)
  if (title !== firstTitle.current) changed.current = true
  return (
    <div className="header">
      {canGoBack ? (
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
          <ChevronLeftIcon />
        </button>
      ) : showHelp ? (
        <button type="button" className="icon-button" aria-label={t('whatIsAWallet')} onClick={onHelp}>
          <HelpIcon />
        </button>
      ) : (
        <span />
      )}
      <h2
        className={changed.current ? 'header-title changed' : 'header-title'}
        id={titleId}
        key={title}
        dir="auto"
        title={title}
      >
        {title}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        aria-disabled={closeDisabled ? true : undefined}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
