/** The WalletConnect QR view's styles, adopted when it mounts (they ship in its lazy chunk). */
export const CONNECTING_WALLET_CONNECT_CSS = /* css */ `
.wc { display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 4px 4px 8px; text-align: center; }
.wc-frame { width: 100%; max-width: 296px; }
.wc-frame.small { max-width: 232px; }
.wc a { text-decoration: none; }
.wc-hint { max-width: 280px; }
.wc-status { display: flex; flex-direction: column; gap: 4px; max-width: 296px; }
.wc-status-title { font-size: var(--fs-l); font-weight: 600; color: var(--error); }
.wc-details { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-xs); color: var(--fg-subtle); word-break: break-all; }
.wc-actions { flex-direction: column; align-items: center; width: 100%; }
.wc-actions .secondary-button, .wc-actions .primary-button { width: 100%; max-width: 296px; white-space: nowrap; }
.wc-mobile { display: flex; flex-direction: column; align-items: center; gap: 12px; width: 100%; }
.wc-mobile .wallet-image { width: 72px; height: 72px; border-radius: var(--r-l); }
.wc-mobile .wc-open { width: 100%; max-width: 296px; }
.wc-wallets { display: flex; flex-direction: column; align-items: stretch; gap: 10px; width: 100%; max-width: 296px; }
.wc-wallets ul { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; text-align: start; }
.wc-wallets .list-item { width: 100%; color: var(--fg); text-decoration: none; }
.wc-wallets .list-item svg { width: 14px; height: 14px; color: var(--fg-muted); flex: none; }
.wc-wallets .wc-or { margin-top: 4px; }
.wc-or { display: flex; align-items: center; gap: 10px; width: 100%; max-width: 296px; color: var(--fg-muted); font-size: var(--fs-s); }
.wc-or::before, .wc-or::after { content: ''; flex: 1; height: 1px; background: var(--border); }
`
