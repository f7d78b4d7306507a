import { ANIMATION, closeModal } from '@portico/core'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLocale } from '../hooks/useLocale.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { preloadView, ViewBody, viewTitle } from '../views/registry.tsx'

export { preloadView } from '../views/registry.tsx'

import { deepActiveElement, focusableIn, trapTab } from './focus.ts'
import { Header } from './header.tsx'
import { lockPageScroll } from './lockPageScroll.ts'
import { useShadowRoot } from './shadowHost.ts'
import { themeStyle } from './themeStyle.tsx'
import { Toast } from './toast.tsx'
import { ShadowRootContext } from './useAdoptedStyles.ts'
import { ViewErrorBoundary } from './viewErrorBoundary.tsx'
import { WarmUpContext } from './warmUp.ts'

export type ModalProps = {
  /**
   * Renders the modal hidden and inert instead (no focus taken, no chunk or image requested) and calls
   * back once it is laid out, so its code and styles have run before the first open.
   */
  onWarmedUp?: (() => void) | undefined
}

/**
 * The modal (docs/architecture.md): a dialog in an open shadow root, 360 px wide, with a focus trap, Esc to go
 * back or close, an animated height and view transitions. It returns focus to its opener on close.
 */
export function Modal({ onWarmedUp }: ModalProps = {}) {
  const warmingUp = onWarmedUp !== undefined
  const portico = usePortico()
  const t = useMessages()
  const { locale, direction } = useLocale()
  const shadow = useShadowRoot({ hidden: warmingUp })
  const theme = useStoreState(portico.theme.store)
  const router = useStoreState(portico.router.store)
  const { shakeCount } = useStoreState(portico.modal.store)
  // Read for their changes: whether closing is disabled depends on the sign-in sessions and options.
  useStoreState(portico.siwx.store)
  useStoreState(portico.optionsStore)
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLDivElement>(null)
  const [opener] = useState(() => deepActiveElement())
  const [height, setHeight] = useState<number>()
  const [scrolls, setScrolls] = useState(false)
  const [shaking, setShaking] = useState(false)
  // The height and the view slide animate when the view changes; on open only the dialog zooms in, and
  // content arriving within a view (the wallet list, search results) takes its place at once.
  const [navigating, setNavigating] = useState(false)
  // Once the opening has settled, every real change of the view's height animates too (a tab's longer
  // list, a message appearing), so the card never jumps.
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), ANIMATION.modalHeightMs * 2)
    return () => clearTimeout(timer)
  }, [])
  const shownView = useRef(router.view)
  useLayoutEffect(() => {
    if (shownView.current === router.view) return
    shownView.current = router.view
    setNavigating(true)
    const timer = setTimeout(() => setNavigating(false), ANIMATION.modalHeightMs * 2)
    return () => clearTimeout(timer)
  }, [router.view])

  // The screen after a wallet row loads once the modal is open and the page idle: not with the modal chunk
  // before the click, nor in the opening frames.
  useEffect(() => {
    if (!warmingUp)
      portico.environment.whenIdle(() => void preloadView('ConnectingExternal').catch(() => undefined))
  }, [portico, warmingUp])

  // The page stays where it is while the modal is open: no wheel or swipe scrolls it behind the backdrop.
  useEffect(() => (warmingUp ? undefined : lockPageScroll()), [warmingUp])

  useEffect(
    () => () => {
      if (!warmingUp && opener instanceof HTMLElement && opener.isConnected) opener.focus()
    },
    [opener, warmingUp],
  )

  useLayoutEffect(() => {
    if (!shadow || !onWarmedUp) return
    cardRef.current?.getBoundingClientRect()
    onWarmedUp()
  }, [shadow, onWarmedUp])

  // The zoom-in starts with the first frame that draws the dialog (its animation frame callback sees that
  // frame's time). Left to Chromium, a compositor animation waits to start until that frame is rastered,
  // which took ~40 ms with a full-window overlay on 2 cores.
  useLayoutEffect(() => {
    if (!shadow || warmingUp) return
    const frame = requestAnimationFrame(() => {
      const now = document.timeline?.currentTime ?? null
      for (const animation of cardRef.current?.getAnimations?.() ?? [])
        if (animation.startTime === null) animation.startTime = now
    })
    return () => cancelAnimationFrame(frame)
  }, [shadow, warmingUp])

  useEffect(() => {
    if (shakeCount === 0) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), ANIMATION.shakeMs)
    return () => clearTimeout(timer)
  }, [shakeCount])

  const view = router.view
  useLayoutEffect(() => {
    if (!shadow || !view || warmingUp) return
    const container = viewRef.current
    const target = container ? focusableIn(container)[0] : undefined
    ;(target ?? cardRef.current)?.focus({ preventScroll: true })
    if (!container) return
    // A view whose chunk is still loading has nothing to focus yet: its first control gets the focus on
    // arrival, unless the visitor has moved it meanwhile. Content that replaces the focused control (the
    // wallet list arriving, a method the project turns off) would drop the focus to the page, where
    // Escape and Tab no longer reach the dialog: the view's first control takes it back.
    const observer = new MutationObserver(() => {
      const active = deepActiveElement()
      const lost = active === null || active === document.body
      if (!lost && active !== cardRef.current) return
      focusableIn(container)[0]?.focus({ preventScroll: true })
    })
    observer.observe(container, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [shadow, view, warmingUp])

  // The body animates to the height of the current view (150 ms, docs/architecture.md). While a view's
  // chunk loads, the card keeps the height it had (or the view's placeholder height) rather than
  // shrinking to the spinner and growing back.
  // A view taller than the room the window leaves the card (its max-height less the header) scrolls in
  // the body instead of being cut off below its last control.
  const measureView = useCallback((node: HTMLDivElement | null) => {
    viewRef.current = node
    if (!node || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      setHeight((previous) =>
        previous !== undefined && node.querySelector('.view-loading')
          ? Math.max(previous, node.offsetHeight)
          : node.offsetHeight,
      )
      const card = cardRef.current
      const maxHeight = card ? Number.parseFloat(getComputedStyle(card).maxHeight) : Number.NaN
      const header = card?.querySelector<HTMLElement>('.header')?.offsetHeight ?? 0
      setScrolls(Number.isFinite(maxHeight) && node.offsetHeight > maxHeight - header + 1)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    window.addEventListener('resize', measure)
    measure()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        portico.router.goBack()
      } else if (cardRef.current) {
        trapTab(event, cardRef.current)
      }
    },
    [portico],
  )

  if (!shadow) return null
  const title = viewTitle(view, router.data, t)
  return createPortal(
    <ShadowRootContext value={shadow}>
      <WarmUpContext value={warmingUp}>
        <div
          className="root"
          lang={locale}
          dir={direction}
          data-theme={theme.themeMode}
          style={themeStyle(theme)}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut for the Close button */}
          <div
            className="overlay"
            onMouseDown={(event) => {
              if (event.target === event.currentTarget) closeModal(portico)
            }}
          >
            <div className="frame">
              <div
                ref={cardRef}
                className={shaking ? 'card shake' : 'card'}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                tabIndex={-1}
                onKeyDown={onKeyDown}
              >
                <Header
                  title={title}
                  titleId={titleId}
                  canGoBack={router.history.length > 1}
                  showHelp={view === 'Connect'}
                  onBack={() => portico.router.goBack()}
                  onHelp={() => portico.router.push('WhatIsAWallet')}
                  onClose={() => closeModal(portico)}
                  closeDisabled={portico.modal.isCloseDisabled()}
                />
                <div
                  className={['body', navigating || settled ? 'resizing' : '', scrolls ? 'scrolls' : '']
                    .filter(Boolean)
                    .join(' ')}
                  style={height === undefined ? undefined : { height: `${height}px` }}
                >
                  <div
                    ref={measureView}
                    key={`${view}:${router.history.length}`}
                    className="view"
                    data-direction={navigating ? router.direction : undefined}
                  >
                    <ViewErrorBoundary
                      portico={portico}
                      message={t('somethingWentWrong')}
                      retry={t('tryAgain')}
                    >
                      <ViewBody view={view} />
                    </ViewErrorBoundary>
                  </div>
                </div>
              </div>
              <Toast />
            </div>
          </div>
        </div>
      </WarmUpContext>
    </ShadowRootContext>,
    shadow,
  )
}
