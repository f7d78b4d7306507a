import { createContext, useContext, useInsertionEffect } from 'react'
import { adoptStyles } from './adoptStyles.ts'

/** The shadow root the modal renders into; views read it to adopt their own CSS. */
export const ShadowRootContext = createContext<ShadowRoot | undefined>(undefined)

/**
 * Adopts a lazy view's CSS into the modal's shadow root when the view mounts, before layout, so the
 * view's CSS ships in the view's chunk rather than in the modal's first chunk. Outside a modal it does
 * nothing. The CSS stays adopted after unmount: going back to the view needs no second insert.
 */
export function useAdoptedStyles(css: string | undefined): void {
  const root = useContext(ShadowRootContext)
  useInsertionEffect(() => {
    if (root && css) adoptStyles(root, css)
  }, [root, css])
}
