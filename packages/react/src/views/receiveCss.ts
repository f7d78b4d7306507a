/** The Receive view's styles, adopted when it mounts. */
export const RECEIVE_CSS = /* css */ `
.address-box { width: 100%; padding: 14px; border-radius: var(--r-m); background: var(--surface); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-s); word-break: break-all; text-align: center; }
`
