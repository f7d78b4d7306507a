/** The Receive view's styles, adopted when it mounts. */
export const RECEIVE_CSS = /* css */ `
.receive { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 4px 4px 8px; text-align: center; }
.receive-qr { width: 100%; max-width: 232px; }
.address-box { width: 100%; padding: 12px 14px; border-radius: var(--r-m); background: var(--surface); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-s); word-break: break-all; text-align: center; user-select: all; }
.receive-copy { width: 100%; }
.receive-networks { display: flex; align-items: center; justify-content: center; gap: 10px; flex-wrap: wrap; }
.receive-networks ul { display: flex; list-style: none; }
.receive-networks li { margin-inline-start: -6px; border-radius: 50%; box-shadow: 0 0 0 2px var(--bg); display: inline-flex; }
.receive-networks li:first-child { margin-inline-start: 0; }
`
