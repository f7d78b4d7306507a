import { type ComponentType, useEffect, useState } from 'react'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'

/** A module that loads once, on first demand or ahead of it, and can be read synchronously after. */
export type LazyModule<module> = {
  load(): Promise<module>
  peek(): module | undefined
}

export function lazyModule<module>(importer: () => Promise<module>): LazyModule<module> {
  let pending: Promise<module> | undefined
  let value: module | undefined
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded
          return loaded
        },
        (error: unknown) => {
          // A failed chunk request is retried on the next demand instead of failing forever.
          pending = undefined
          throw error
        },
      )
      return pending
    },
    peek: () => value,
  }
}

/** The stylesheet the lazy views share, loaded with each of them (see `viewModule`). */
const viewsCss = lazyModule(() => import('./viewsCss.ts'))

/**
 * A view's chunk together with the lazy views' shared stylesheet, so a preloaded view renders styled
 * at once.
 */
export function viewModule<module>(importer: () => Promise<module>): LazyModule<module> {
  return lazyModule(() => Promise.all([importer(), viewsCss.load()]).then(([loaded]) => loaded))
}

// A sibling before the view: its insertion effect runs before the view's own, so the view's sheet
// cascades after the shared one.
function ViewsCss() {
  useAdoptedStyles(viewsCss.peek()?.VIEWS_CSS)
  return null
}

/** A view's place while its chunk loads: the view's own height where it is known, else the card's. */
function Loading({ height }: { height?: number | undefined }) {
  return (
    <div className="grid-loader view-loading" style={height ? { height: `${height}px` } : undefined}>
      <span className="spinner" />
    </div>
  )
}

/** A lazy module's value once loaded; loads it on mount. A failed load throws to the error boundary. */
function useLazyModule<module>(module: LazyModule<module>): module | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [, setLoads] = useState(0)
  useEffect(() => {
    if (module.peek()) return
    let live = true
    module.load().then(
      () => live && setLoads((loads) => loads + 1),
      (error: unknown) => live && setFailure({ error }),
    )
    return () => {
      live = false
    }
  }, [module])
  if (failure) throw failure.error
  return module.peek()
}

export type LazyComponentProps<props extends object> = {
  module: LazyModule<ComponentType<props>>
  props: props
  /** The view's height once loaded, held while its chunk loads. */
  placeholderHeight?: number | undefined
}

/**
 * The component a lazy module holds. Unlike `React.lazy` it renders at once when the chunk is already
 * there (preloaded on open), and it waits with a spinner in plain state rather than a Suspense
 * boundary, whose reveal React holds back for up to 300 ms.
 */
export function LazyComponent<props extends object>({
  module,
  props,
  placeholderHeight,
}: LazyComponentProps<props>) {
  const View = useLazyModule(module)
  if (!View) return <Loading height={placeholderHeight} />
  return (
    <>
      <ViewsCss />
      <View {...props} />
    </>
  )
}

/**
 * A view whose code is a separate chunk, picked from the chunk's module (see `LazyComponent`). While
 * the chunk loads, `Fallback` holds its place (a spinner unless given one of the final size).
 */
export function lazyView<module, props extends object>(
  module: LazyModule<module>,
  pick: (loaded: module) => ComponentType<props>,
  Fallback: ComponentType<props> = Loading,
): ComponentType<props> {
  return function LazyView(props: props) {
    const loaded = useLazyModule(module)
    if (!loaded) return <Fallback {...props} />
    const View = pick(loaded)
    return (
      <>
        <ViewsCss />
        <View {...props} />
      </>
    )
  }
}
