/** Styles of the Buy view and its currency picker, adopted when they mount. */
export const BUY_CSS = /* css */ `
.buy { display: flex; flex-direction: column; gap: 10px; }
.buy-label { color: var(--fg-muted); font-size: var(--fs-s); font-weight: 500; }
.buy-providers { display: flex; flex-direction: column; gap: 6px; border: 0; margin: 0; padding: 0; min-width: 0; }
.buy-provider { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 14px; border-radius: var(--r-l); border: 1px solid var(--border); cursor: pointer; font-weight: 600; }
.buy-provider:has(input:checked) { border-color: var(--portico-accent); background: color-mix(in srgb, var(--portico-accent) 10%, transparent); }
.buy-provider:has(input:focus-visible) { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.buy-provider input { position: absolute; opacity: 0; pointer-events: none; }
.buy-card { display: flex; flex-direction: column; gap: 8px; padding: 14px 16px; border-radius: var(--r-l); background: var(--surface); border: 1px solid var(--border); }
.buy-row { display: flex; align-items: center; gap: 8px; }
.buy-row > * { flex: 1; min-width: 0; }
.buy-select { height: 40px; padding: 0 10px; border-radius: var(--r-m); border: 1px solid var(--border); background: var(--bg); color: var(--fg); font: inherit; font-weight: 600; }
.buy-amount { width: 100%; border: 0; outline: 0; background: transparent; color: inherit; font-size: calc(var(--fs) * 2.8); font-weight: 500; letter-spacing: -0.04em; padding: 0; font-variant-numeric: tabular-nums; }
.buy-amount::placeholder { color: var(--fg-subtle); }
.buy-details { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px 16px; border-radius: var(--r-l); border: 1px solid var(--border); font-size: var(--fs-s); }
.buy-details > div { display: flex; justify-content: space-between; gap: 12px; }
.buy-details dt { color: var(--fg-muted); }
.buy-details dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.buy-error { color: var(--error); font-size: var(--fs-s); font-weight: 600; margin: 0; }
.buy-pending { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.buy-pending .spinner { width: 36px; height: 36px; }
.buy-currency { flex: none !important; display: inline-flex; align-items: center; gap: 6px; height: 40px; padding: 0 10px 0 6px; border-radius: 999px; background: var(--bg); border: 1px solid var(--border); color: var(--fg); font: inherit; font-weight: 600; cursor: pointer; }
.buy-currency:hover { background: var(--surface-hover); }
.buy-currency:focus-visible, .buy-option:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.buy-currency svg { width: 14px; height: 14px; }
.buy-row > .buy-select { flex: 1; }
.buy-select-view { display: flex; flex-direction: column; gap: 8px; }
.buy-select-view .token-button { width: 100%; text-align: left; }
.buy-select-view .token-button:hover:not(:disabled), .buy-select-view .token-button[aria-current='true'] { background: var(--surface); }
.buy-select-view .token-button:disabled { cursor: not-allowed; opacity: 0.6; }
.buy-link { color: var(--accent-text); font-weight: 600; word-break: break-all; }
`
