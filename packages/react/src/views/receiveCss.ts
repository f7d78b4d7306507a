/** The Receive view's styles, adopted when it mounts. */
export const RECEIVE_CSS = /* css */ `
.receive { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 4px 4px 8px; text-align: center; }
.receive-qr { width: 100%; max-width: 232px; }
.address-box { width: 100%; padding: 12px 14px; border-radius: var(--r-m); background: var(--surface); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-s); word-break: break-all; text-wrap: balance; text-align: center; user-select: all; }
.receive-copy { width: 100%; }
.receive-networks { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.receive-networks ul { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; list-style: none; }
.receive-network { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding-block: 0; padding-inline: 4px 12px; border-radius: 999px; background: var(--surface); font-size: var(--fs-m); font-weight: 500; }
`
