/** Loads the modal chunk (the module system caches it, so later calls resolve at once). */
export function loadModal() {
  return import('./modal.tsx')
}
