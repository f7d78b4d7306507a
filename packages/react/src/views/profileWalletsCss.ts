/** ProfileWallets' styles, adopted when it mounts. */
export const PROFILE_WALLETS_CSS = /* css */ `
.profile-wallets { display: flex; flex-direction: column; gap: 12px; }
.profile-wallets h3 { padding: 0 4px; font-size: var(--fs-s); font-weight: 600; color: var(--fg-muted); }
.profile-wallets ul { display: flex; flex-direction: column; gap: 4px; list-style: none; }
.profile-wallet { display: flex; align-items: center; gap: 10px; min-height: 56px; padding: 8px; border-radius: var(--r-m); background: var(--surface); }
.profile-wallet .wallet-image { width: 36px; height: 36px; flex: none; border-radius: var(--r-s); }
.profile-wallet-main { display: flex; flex-direction: column; align-items: flex-start; min-width: 0; flex: 1; }
.profile-wallet-main strong { font-size: var(--fs-l); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.profile-wallet-status { font-size: var(--fs-s); color: var(--fg-muted); }
.profile-wallet-status.connected { color: var(--success-text); }
.profile-wallet .chip { padding: 0 12px; color: var(--fg); background: var(--surface-strong); }
.profile-wallets-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.profile-wallets-actions > * { width: 100%; height: 44px; padding: 0 10px; text-align: center; line-height: 1.2; }
`
