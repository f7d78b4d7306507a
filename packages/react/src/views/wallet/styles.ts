/** Styles of the Tokens and NFTs tabs and the send views, appended to the modal's stylesheet. */
export const WALLET_CSS = /* css */ `
.token-list { display: flex; flex-direction: column; gap: 4px; }
.token-list .list { gap: 2px; max-height: 312px; overflow-y: auto; scrollbar-width: thin; }
.token-total { display: flex; align-items: baseline; justify-content: space-between; padding: 4px 8px 8px; }
.token-total strong { font-size: var(--fs-l); font-weight: 600; letter-spacing: -0.02em; }
.token-icon { border-radius: 50%; flex: none; object-fit: cover; background: var(--surface); }
.token-icon.placeholder { display: inline-flex; align-items: center; justify-content: center; background: var(--portico-accent); color: #fff; font-weight: 700; font-size: var(--fs-s); }
.token-main { min-width: 0; }
.token-main strong, .token-main .muted { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.token-amounts { display: flex; flex-direction: column; align-items: flex-end; text-align: right; }
.token-quantity { font-size: var(--fs-s); font-variant-numeric: tabular-nums; }
.token-value { font-variant-numeric: tabular-nums; }
.token-button { width: 100%; text-align: left; }
.token-button:hover, .token-button[aria-current='true'] { background: var(--surface); }
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
.send, .send-preview, .select-token { display: flex; flex-direction: column; gap: 8px; }
.send-card { display: flex; flex-direction: column; gap: 6px; padding: 14px 16px; border-radius: var(--r-l); background: var(--surface); border: 1px solid var(--border); }
.send-card:focus-within { border-color: color-mix(in srgb, var(--portico-accent) 60%, transparent); }
.send-card-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 28px; }
.send-label { color: var(--fg-muted); font-size: var(--fs-s); font-weight: 500; }
.select-token > .send-label { margin: 8px 4px 0; }
.token-select { display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 10px 0 6px; border-radius: 999px; background: var(--bg); border: 1px solid var(--border); font-weight: 600; }
.token-select:hover { background: var(--surface-hover); }
.token-select svg { width: 14px; height: 14px; color: var(--fg-muted); }
.amount-input { width: 100%; border: 0; outline: 0; background: transparent; font-size: calc(var(--fs) * 3.2); font-weight: 500; letter-spacing: -0.04em; padding: 0; font-variant-numeric: tabular-nums; }
.amount-input::placeholder, .receiver-input::placeholder { color: var(--fg-subtle); }
.send-available { display: inline-flex; align-items: center; gap: 6px; font-size: var(--fs-s); }
.max-button { height: 22px; padding: 0 8px; border-radius: 999px; background: color-mix(in srgb, var(--portico-accent) 16%, transparent); color: var(--accent-text); font-size: var(--fs-xs); font-weight: 700; }
.max-button:hover { background: color-mix(in srgb, var(--portico-accent) 26%, transparent); }
.send-arrow { align-self: center; display: flex; align-items: center; justify-content: center; width: 32px; height: 32px; margin: -18px 0; z-index: 1; border-radius: var(--r-m); background: var(--bg); border: 1px solid var(--border); color: var(--fg-muted); }
.send-arrow svg { width: 14px; height: 14px; }
.receiver-input { width: 100%; border: 0; outline: 0; background: transparent; resize: none; font: inherit; color: inherit; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-m); word-break: break-all; padding: 0; }
.receiver-name { font-weight: 600; color: var(--accent-text); }
.send-submit { margin-top: 4px; }
.primary-button:disabled { opacity: 0.45; cursor: not-allowed; filter: none; transform: none; }
.secondary-button:disabled { opacity: 0.5; cursor: not-allowed; }
.preview-hero { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 16px; border-radius: var(--r-l); background: var(--surface); text-align: center; }
.preview-amount { display: flex; align-items: center; gap: 10px; font-size: calc(var(--fs) * 2.6); letter-spacing: -0.03em; }
.preview-amount strong { font-weight: 600; }
.preview-to { display: flex; align-items: center; justify-content: space-between; padding: 12px 16px; border-radius: var(--r-l); background: var(--surface); }
.preview-receiver { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
.preview-details { display: flex; flex-direction: column; gap: 10px; padding: 12px 16px; border-radius: var(--r-l); border: 1px solid var(--border); }
.preview-details div { display: flex; justify-content: space-between; gap: 12px; }
.preview-details dt { color: var(--fg-muted); }
.preview-details dd { font-weight: 600; text-align: right; }
.preview-note { text-align: center; font-size: var(--fs-s); margin: 4px 0; }
.preview-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.preview-actions > button { height: 44px; }
.spinner.small { width: 16px; height: 16px; border-width: 2px; border-color: rgba(255,255,255,0.4); border-top-color: #fff; }
.account-actions.three { grid-template-columns: 1fr 1fr; }
.account-actions.three .danger { grid-column: 1 / -1; }
@keyframes shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`
