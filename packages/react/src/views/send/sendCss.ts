/** Styles of the send flow (Send, Select token, Preview), adopted when one of its views mounts. */
export const SEND_CSS = /* css */ `
.send, .send-preview, .select-token { display: flex; flex-direction: column; gap: 8px; }
.send-card { display: flex; flex-direction: column; gap: 6px; padding: 14px 16px; border-radius: var(--r-l); background: var(--surface); border: 1px solid var(--border); }
.send-card:focus-within { border-color: color-mix(in srgb, var(--portico-accent) 60%, transparent); }
.send-card-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 28px; }
.send-label { color: var(--fg-muted); font-size: var(--fs-s); font-weight: 500; }
.token-select { display: inline-flex; align-items: center; gap: 6px; height: 36px; padding-block: 0; padding-inline: 6px 10px; border-radius: 999px; background: var(--bg); border: 1px solid var(--border); font-weight: 600; }
.token-select:hover { background: var(--surface-hover); }
.token-select svg { width: 14px; height: 14px; color: var(--fg-muted); }
.amount-input { width: 100%; border: 0; outline: 0; background: transparent; font-size: calc(var(--fs) * 3.2); font-weight: 500; letter-spacing: -0.04em; padding: 0; font-variant-numeric: tabular-nums; }
.amount-input::placeholder, .receiver-input::placeholder { color: var(--fg-subtle); }
.send-card-row.muted > span:first-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* A long 'available' line (Arabic, German) moves under the value rather than cutting it. */
.send-card-row.muted { flex-wrap: wrap; row-gap: 2px; }
.send-available { display: inline-flex; align-items: center; gap: 6px; font-size: var(--fs-s); white-space: nowrap; flex: none; }
.send-card .field-error { font-size: var(--fs-s); }
.max-button { height: 22px; padding: 0 8px; border-radius: 999px; background: color-mix(in srgb, var(--portico-accent) 16%, transparent); color: var(--accent-text); font-size: var(--fs-xs); font-weight: 700; }
.max-button:hover { background: color-mix(in srgb, var(--portico-accent) 26%, transparent); }
.send-arrow { align-self: center; display: flex; align-items: center; justify-content: center; width: 32px; height: 32px; margin: -18px 0; z-index: 1; border-radius: var(--r-m); background: var(--bg); border: 1px solid var(--border); color: var(--fg-muted); }
.send-arrow svg { width: 14px; height: 14px; }
.receiver-input { width: 100%; border: 0; outline: 0; background: transparent; resize: none; font: inherit; color: inherit; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-m); word-break: break-all; padding: 0; }
.receiver-name { font-weight: 600; color: var(--accent-text); }
.send-submit { margin-top: 4px; }
.send-refusal { margin: 0; padding-inline: 4px; }
.fee-speeds { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.fee-speeds legend { padding: 0; margin-bottom: 6px; color: var(--fg-muted); font-size: var(--fs-s); font-weight: 500; }
.fee-speed { display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 8px 4px; border-radius: var(--r-m); border: 1px solid var(--border); background: var(--surface); cursor: pointer; font-weight: 600; }
.fee-speed:has(input:checked) { border-color: var(--portico-accent); background: color-mix(in srgb, var(--portico-accent) 12%, var(--surface)); }
.fee-speed:has(input:focus-visible) { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.fee-speed input { position: absolute; opacity: 0; pointer-events: none; }
.fee-speed .muted { font-size: var(--fs-xs); font-weight: 500; }
`
