import type { KeyValueStorage } from '../adapters/types.ts'
import type { FetchLike } from '../api/http.ts'
import { createLocalStorage } from '../storage/backends.ts'
import type { Logger } from '../stores/events.ts'

/** What the instance takes from its host; every piece has a browser default and an SSR-safe fallback. */
export type PorticoEnvironment = {
  fetch: FetchLike
  storage: KeyValueStorage
  isMobile: () => boolean
  preloadImage: (url: string, timeoutMs: number) => Promise<void>
  /** Runs work that may wait until the page has painted what the visitor asked for. */
  whenIdle: (callback: () => void) => void
  /** Runs work right after the next frame, so that it does not hold back the frame a click is waiting for. */
  afterPaint: (callback: () => void) => void
  logger: Logger
}

/** Mobile means a coarse pointer or a mobile user agent (docs/rules/limits.md). */
export function detectMobile(): boolean {
  const scope = globalThis as {
    matchMedia?: (query: string) => { matches: boolean }
    navigator?: { userAgent?: string }
  }
  const coarse = scope.matchMedia?.('(pointer: coarse)').matches ?? false
  const agent = scope.navigator?.userAgent ?? ''
  return coarse || /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(agent)
}

/** Loads an image into the browser cache; settles on load, error or after `timeoutMs`. */
export function preloadImageInBrowser(url: string, timeoutMs: number): Promise<void> {
  const ImageConstructor = (globalThis as { Image?: new () => HTMLImageElement }).Image
  if (!ImageConstructor) return Promise.resolve()
  return new Promise((resolve) => {
    const image = new ImageConstructor()
    const timer = setTimeout(resolve, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    image.onload = done
    image.onerror = done
    image.src = url
  })
}

/** `requestIdleCallback`, bounded so the work still starts soon on a page that is never idle. */
export function whenIdleInBrowser(callback: () => void): void {
  const scope = globalThis as {
    requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
  }
  if (scope.requestIdleCallback) scope.requestIdleCallback(callback, { timeout: 500 })
  else setTimeout(callback, 0)
}

/** How long `afterPaintInBrowser` waits for a frame in a page that is not rendering (a background tab). */
const AFTER_PAINT_TIMEOUT_MS = 50

/** A task after the next animation frame; at once where nothing renders (on the server). */
export function afterPaintInBrowser(callback: () => void): void {
  const requestFrame = (globalThis as { requestAnimationFrame?: (callback: () => void) => number })
    .requestAnimationFrame
  if (!requestFrame) {
    callback()
    return
  }
  let done = false
  const run = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    callback()
  }
  const timer = setTimeout(run, AFTER_PAINT_TIMEOUT_MS)
  requestFrame(() => setTimeout(run, 0))
}

export function resolveEnvironment(environment: Partial<PorticoEnvironment> = {}): PorticoEnvironment {
  return {
    fetch: environment.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    storage: environment.storage ?? createLocalStorage(),
    isMobile: environment.isMobile ?? detectMobile,
    preloadImage: environment.preloadImage ?? preloadImageInBrowser,
    whenIdle: environment.whenIdle ?? whenIdleInBrowser,
    afterPaint: environment.afterPaint ?? afterPaintInBrowser,
    logger: environment.logger ?? console,
  }
}
