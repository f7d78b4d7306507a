export type ModalModule = typeof import('./modal.tsx')

let loaded: ModalModule | undefined

/** Loads the modal chunk (the module system caches it, so later calls resolve at once). */
export function loadModal(): Promise<ModalModule> {
  return import('./modal.tsx').then((module) => {
    loaded = module
    return module
  })
}

/** The modal chunk if it has loaded already, so a click after the first intent renders it at once. */
export function peekModal(): ModalModule | undefined {
  return loaded
}
