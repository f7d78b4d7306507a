import type { RouterData, View } from '@portico/core'
import type { ComponentType } from 'react'
import type { Translate } from '../hooks/useMessages.ts'
import { ConnectView } from './connect.tsx'
import { LazyComponent, type LazyModule, lazyModule } from './lazyView.tsx'
import type { LazyViewProps } from './viewLoaders.ts'
import { VIEW_TABLE } from './viewTable.ts'

// Only Connect ships in the modal chunk, the view of a cold click (its chunk is fetched before the click,
// when the page is idle). Every other view is a chunk of its own or its flow's, loaded on navigation or
// ahead of it by `preloadView`: the modal preloads ConnectingExternal, the screen after a wallet row, once
// it is open. The table of those chunks is itself a chunk (viewLoaders.ts), fetched with the first of them.
const loaders = lazyModule(() => import('./viewLoaders.ts'))
const components = new Map<View, LazyModule<ComponentType<LazyViewProps>>>()

type Entry = (typeof VIEW_TABLE)[View]
type LazyEntry = Extract<Entry, { load: readonly unknown[] }>

const isLazy = (entry: Entry): entry is LazyEntry => Array.isArray(entry.load)

function viewComponent(view: View, entry: LazyEntry): LazyModule<ComponentType<LazyViewProps>> {
  let module = components.get(view)
  if (!module) {
    const [chunk, name] = entry.load
    module = lazyModule(() => loaders.load().then((loaded) => loaded.viewComponentModule(chunk, name).load()))
    components.set(view, module)
  }
  return module
}

/** Starts loading a view's chunk, so that opening the modal on it shows the view, not a spinner. */
export function preloadView(view: View): Promise<unknown> {
  const entry = VIEW_TABLE[view]
  return isLazy(entry) ? viewComponent(view, entry).load() : Promise.resolve()
}

/** Views core names whose screens this build does not ship (`load: null` in the view table). */
export const UNBUILT_VIEWS = (Object.keys(VIEW_TABLE) as View[]).filter(
  (view) => VIEW_TABLE[view].load === null,
)

export function isUnbuiltView(view: View): boolean {
  return VIEW_TABLE[view].load === null
}

/** The visible title of a view; the dialog's accessible name is the same text. */
export function viewTitle(view: View, data: RouterData | undefined, t: Translate): string {
  return VIEW_TABLE[view].title(data, t)
}

export function ViewBody({ view }: { view: View }) {
  const entry = VIEW_TABLE[view]
  if (entry.load === 'modal') return <ConnectView />
  if (!isLazy(entry)) return null
  return (
    <LazyComponent
      module={viewComponent(view, entry)}
      props={'props' in entry ? entry.props : {}}
      placeholderHeight={'placeholderHeight' in entry ? entry.placeholderHeight : undefined}
    />
  )
}
