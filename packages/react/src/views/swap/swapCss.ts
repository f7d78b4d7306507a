/** Styles of the swap flow (form, token picker, preview), adopted when one of its views mounts. */
export const SWAP_CSS = /* css */ `
.swap, .swap-preview, .swap-select { display: flex; flex-direction: column; gap: 8px; }
.swap-card { display: flex; flex-direction: column; gap: 6px; padding: 14px 16px; border-radius: var(--r-l); background: var(--surface); border: 1px solid var(--border); }
.swap-card:focus-within { border-color: color-mix(in srgb, var(--portico-accent) 60%, transparent); }
.swap-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 28px; }
.swap-label { color: var(--fg-muted); font-size: var(--fs-s); font-weight: 500; }
.swap-amount { width: 100%; min-width: 0; border: 0; outline: 0; background: transparent; font-size: calc(var(--fs) * 3.2); font-weight: 500; letter-spacing: -0.04em; padding: 0; font-variant-numeric: tabular-nums; color: inherit; }
.swap-amount::placeholder { color: var(--fg-subtle); }
output.swap-amount { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; line-height: 1.25; }
.swap-amount-row { display: flex; align-items: center; gap: 8px; }
.swap-token { flex: none; display: inline-flex; align-items: center; gap: 6px; height: 36px; padding-block: 0; padding-inline: 6px 10px; border-radius: 999px; background: var(--bg); border: 1px solid var(--border); font-weight: 600; }
.swap-token:hover { background: var(--surface-hover); }
.swap-token.empty-token { padding-inline-start: 12px; background: var(--portico-accent); color: var(--on-accent); border-color: transparent; }
.swap-token svg { width: 14px; height: 14px; }
.swap-balance { display: inline-flex; align-items: center; gap: 6px; font-size: var(--fs-s); }
.swap-max { height: 22px; padding: 0 8px; border-radius: 999px; background: color-mix(in srgb, var(--portico-accent) 16%, transparent); color: var(--accent-text); font-size: var(--fs-xs); font-weight: 700; }
.swap-max:hover { background: color-mix(in srgb, var(--portico-accent) 26%, transparent); }
.swap-flip { align-self: center; display: flex; align-items: center; justify-content: center; width: 36px; height: 36px; margin: -20px 0; z-index: 1; border-radius: var(--r-m); background: var(--bg); border: 1px solid var(--border); color: var(--fg-muted); }
.swap-flip:hover { color: var(--fg); background: var(--surface-hover); }
.swap-flip svg { width: 16px; height: 16px; }
.swap-details { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px 16px; border-radius: var(--r-l); border: 1px solid var(--border); font-size: var(--fs-s); }
.swap-details > div { display: flex; justify-content: space-between; gap: 12px; }
.swap-details dt { color: var(--fg-muted); }
.swap-details dd { margin: 0; text-align: end; font-weight: 600; font-variant-numeric: tabular-nums; }
.swap-details .high { color: var(--error); }
.swap-submit { margin-top: 4px; }
.swap-unsupported { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 24px 8px; text-align: center; }
.swap-unsupported svg { width: 32px; height: 32px; color: var(--error); }
.swap-select > .swap-label { margin: 8px 4px 0; }
.swap-select .token-button { width: 100%; text-align: start; }
.swap-select .token-button:hover, .swap-select .token-button[aria-current='true'] { background: var(--surface); }
.swap-details dd .muted { font-weight: 400; }
.swap-chips { display: flex; flex-wrap: wrap; gap: 6px; border: 0; margin: 0; padding: 0; min-width: 0; }
.swap-chip { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding-block: 0; padding-inline: 4px 10px; border-radius: 999px; border: 1px solid var(--border); font-weight: 600; }
.swap-chip:hover, .swap-chip[aria-pressed='true'] { background: var(--surface); }
.swap-hero { display: flex; flex-direction: column; gap: 4px; padding: 14px 16px; border-radius: var(--r-l); background: var(--surface); }
.swap-hero strong { display: flex; align-items: center; gap: 8px; font-size: var(--fs-l); }
.swap-note { text-align: center; margin: 4px 0; }
.swap-error { color: var(--error); text-align: center; margin: 0; font-weight: 600; }
`
