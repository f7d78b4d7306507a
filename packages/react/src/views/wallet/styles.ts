/**
 * Styles of the Account view's Tokens and NFTs tabs, part of the lazy views' shared stylesheet (VIEWS_CSS).
 * A Latin name in a right-to-left modal (`dir="auto"`) keeps its own direction, so it is cut at its end,
 * and `text-align: match-parent` still lines it up with the modal's start edge.
 */
export const WALLET_CSS = /* css */ `
.token-list { display: flex; flex-direction: column; gap: 4px; }
.token-list .list { gap: 2px; max-height: 312px; overflow-y: auto; scrollbar-width: thin; }
.token-total { display: flex; align-items: baseline; justify-content: space-between; padding: 4px 8px 8px; }
.token-total strong { font-size: var(--fs-l); font-weight: 600; letter-spacing: -0.02em; }
.token-icon { border-radius: 50%; flex: none; object-fit: cover; background: var(--surface); }
.token-icon.placeholder { display: inline-flex; align-items: center; justify-content: center; background: var(--portico-accent); color: var(--on-accent); font-weight: 700; font-size: var(--fs-s); }
.token-main { min-width: 0; }
.token-main strong, .token-main .muted { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.token-main [dir="auto"] { text-align: match-parent; }
.token-amounts { display: flex; flex-direction: column; align-items: flex-end; text-align: end; }
.token-quantity { font-size: var(--fs-s); font-variant-numeric: tabular-nums; }
.token-value { font-variant-numeric: tabular-nums; }
.skeleton { display: block; border-radius: var(--r-s); background: linear-gradient(90deg, var(--surface) 0%, var(--surface-hover) 50%, var(--surface) 100%); background-size: 200% 100%; animation: shimmer 1.2s ease-in-out infinite; }
.skeleton.circle { width: 36px; height: 36px; border-radius: 50%; flex: none; }
.skeleton.line { height: 12px; width: 70%; margin: 3px 0; }
.skeleton.line.short { width: 40%; }
.skeleton.line.value { width: 56px; display: inline-block; }
.nft-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; list-style: none; max-height: 312px; overflow-y: auto; scrollbar-width: thin; }
.nft-card { display: flex; flex-direction: column; gap: 2px; padding: 4px 4px 8px; border-radius: var(--r-l); background: var(--surface); min-width: 0; }
.nft-image { display: flex; width: 100%; aspect-ratio: 1; border-radius: var(--r-m); object-fit: cover; background: var(--surface-hover); margin-bottom: 6px; }
.nft-image.placeholder { align-items: center; justify-content: center; color: var(--fg-muted); font-weight: 600; }
.nft-name { padding: 0 2px; font-size: var(--fs-xs); font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.nft-collection { padding: 0 2px; font-size: var(--fs-xs); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.address-list { display: flex; flex-direction: column; gap: 4px; margin-bottom: 4px; list-style: none; }
.address-row { display: flex; align-items: center; gap: 12px; padding-block: 10px; padding-inline: 14px 8px; border-radius: var(--r-m); background: var(--surface); }
.address-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.address-main strong { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
.address-main .muted { font-variant-numeric: tabular-nums; }
.address-active { padding: 1px 8px; border-radius: 999px; background: color-mix(in srgb, var(--portico-accent) 14%, transparent); color: var(--fg); font-size: var(--fs-xs); font-weight: 600; }
.activity-list { max-height: 360px; overflow-y: auto; scrollbar-width: thin; gap: 8px; border-radius: var(--r-m); }
.activity-list:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.activity-lines { position: relative; width: 100%; flex: none; }
.activity-line { position: absolute; top: 0; inset-inline-start: 0; width: 100%; padding-bottom: 2px; }
.activity-month { padding: 4px 8px 2px; font-size: var(--fs-s); font-weight: 600; color: var(--fg-muted); }
.activity-icon { width: 36px; height: 36px; border-radius: 50%; flex: none; display: inline-flex; align-items: center; justify-content: center; background: var(--surface); color: var(--fg-muted); }
.activity-icon svg { width: 16px; height: 16px; }
.activity-icon.in { color: var(--success-text); }
.activity-amount { max-width: 100%; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
/* The isolated amount is cut at its own end (an NFT's name), not at the row's in right-to-left. */
.activity-amount bdi { display: block; overflow: hidden; text-overflow: ellipsis; }
.activity-row .token-main { flex: 1 0 auto; max-width: 60%; }
.activity-row .token-amounts { flex: 0 1 auto; min-width: 0; }
.activity-amount.in { color: var(--success-text); }
.activity-when { display: inline-flex; align-items: center; gap: 2px; }
.activity-link { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; margin-block: -4px; margin-inline: 0 -6px; border-radius: var(--r-s); color: var(--fg-muted); }
.activity-link:hover { color: var(--fg); background: var(--surface); }
.activity-link:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: -2px; }
.activity-link svg { width: 12px; height: 12px; }
.activity-failed { margin-inline-start: 8px; padding: 1px 8px; border-radius: 999px; background: color-mix(in srgb, var(--error) 14%, transparent); color: var(--error); font-size: var(--fs-xs); font-weight: 600; }
.activity-pending { margin-inline-start: 8px; padding: 1px 8px; border-radius: 999px; background: var(--surface-strong); color: var(--fg); font-size: var(--fs-xs); font-weight: 600; }
.activity-more { min-height: 8px; }
.account-actions.three { grid-template-columns: 1fr 1fr; }
.account-actions.three .danger { grid-column: 1 / -1; }
@keyframes shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`
