import { DISABLED_BUTTON } from '../ui/buttonCss.ts'
import { WALLET_CSS } from './wallet/styles.ts'

/**
 * The rules only views in chunks of their own use (the connecting screens, primary buttons, All
 * Wallets' grid, Account's identity, chips, tabs and token rows, QR codes), kept out of the modal's
 * first stylesheet: the modal chunk is fetched before the first click, this sheet with the first lazy
 * view. Every lazy view adopts it before its own CSS, so a view's sheet still cascades after it.
 */
export const VIEWS_CSS = /* css */ `
.primary-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 44px;
  padding: 0 20px;
  border-radius: 999px;
  background: var(--portico-accent);
  color: var(--on-accent);
  font-size: var(--fs-m);
  font-weight: 600;
  transition: filter 120ms ease, transform 120ms ease;
}
.primary-button:hover { filter: brightness(1.06); }
.primary-button:active { transform: scale(0.98); }
.primary-button svg { width: 16px; height: 16px; flex: none; }
.primary-button:disabled, .primary-button:disabled:hover { ${DISABLED_BUTTON} }
/* A review's Cancel and confirm (send, swap): two equal halves whose labels wrap rather than overflow. */
.preview-actions, .swap-actions { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.preview-actions > button, .swap-actions > button { height: auto; min-height: 44px; padding: 6px 12px; line-height: 1.2; text-align: center; }
.connecting { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 12px 8px 8px; }
.connecting-logo { position: relative; width: 88px; height: 88px; margin-bottom: 8px; }
.connecting-logo .wallet-image { width: 88px; height: 88px; border-radius: var(--r-l); }
.connecting-logo .ring { position: absolute; inset: -6px; width: calc(100% + 12px); height: calc(100% + 12px); overflow: visible; }
.connecting-logo .ring rect, .connecting-logo .ring circle { fill: none; stroke: var(--portico-accent); stroke-width: 2.5; stroke-linecap: round; stroke-dasharray: 24 76; animation: ring-dash 1.2s linear infinite; }
.connecting-logo .ring rect { rx: calc(var(--r-l) + 5px); }
.connecting-logo.error .ring rect, .connecting-logo.error .ring circle { stroke: var(--error); stroke-dasharray: none; animation: none; }
.connecting-title { font-size: var(--fs-l); font-weight: 600; }
.connecting-title.error { color: var(--error); }
.muted { color: var(--fg-muted); font-size: var(--fs-m); }
.actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin-top: 4px; }

.search-row { padding: 0 16px 12px; }
.grid-scroller { height: 364px; overflow-y: auto; overflow-x: hidden; padding: 0 12px 12px; scrollbar-width: thin; }
.grid-row { position: absolute; inset-inline: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; padding: 0 4px; }
.tile {
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  height: 104px;
  padding: 12px 4px 8px;
  border-radius: var(--r-m);
  background: var(--surface);
  font-size: var(--fs-s);
  font-weight: 500;
  transition: background-color 120ms ease;
}
.tile:hover { background: var(--surface-hover); }
.tile .wallet-image { width: 56px; height: 56px; border-radius: var(--r-m); }
.tile-name { width: 100%; text-align: center; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tile-badge { position: absolute; top: 6px; inset-inline-end: 6px; width: 14px; height: 14px; border-radius: 50%; background: var(--success); box-shadow: 0 0 0 2px var(--surface); }
.identity { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 4px 0 16px; text-align: center; }
.identity-name { display: inline-flex; align-items: center; gap: 6px; font-size: var(--fs-xl); font-weight: 600; letter-spacing: -0.03em; }
.identity-balance { color: var(--fg-muted); font-size: var(--fs-l); }
.chip { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding-block: 0; padding-inline: 4px 12px; border-radius: 999px; background: var(--surface); font-size: var(--fs-m); font-weight: 500; }
.chip:hover { background: var(--surface-hover); }
.chip .dot, .network-icon { width: 24px; height: 24px; border-radius: 50%; background: var(--portico-accent); display: inline-flex; align-items: center; justify-content: center; color: var(--on-accent); font-size: var(--fs-xs); font-weight: 700; flex: none; }
.tabs { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 4px; padding: 4px; border-radius: 999px; background: var(--surface); margin-bottom: 12px; }
.tab { text-align: center; height: 32px; border-radius: 999px; font-size: var(--fs-m); font-weight: 600; color: var(--fg-muted); transition: background-color 120ms ease, color 120ms ease; }
.tab[aria-selected='true'] { background: var(--bg); color: var(--fg); box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
.tab-panel { min-height: 104px; }
.token-row { display: flex; align-items: center; gap: 12px; padding: 10px 8px; border-radius: var(--r-m); }
.token-row .network-icon { width: 36px; height: 36px; font-size: var(--fs-m); }
.token-main { flex: 1; display: flex; flex-direction: column; }
.token-main strong { font-weight: 600; }
.token-value { font-weight: 600; }
.account-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 12px; }
.account-actions.single { grid-template-columns: 1fr; margin-top: 8px; }
.account-actions.features .secondary-button { flex-direction: column; height: auto; min-height: 56px; padding: 8px 4px; gap: 4px; min-width: 0; font-size: var(--fs-s); }
.danger { color: var(--error); }
.qr { width: 100%; aspect-ratio: 1; max-width: 280px; padding: 16px; border-radius: var(--r-l); background: #fff; }
.identity-name a.icon-button { color: var(--fg-muted); }
.identity-name a.icon-button:hover { color: var(--fg); }
.identity-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; max-width: 100%; margin-top: 4px; }
.identity-actions .chip { flex: none; padding-block: 0; padding-inline: 4px 12px; color: var(--fg); white-space: nowrap; }
.identity-actions .chip:not(.network-chip) { padding-inline: 12px; }
.identity-actions .network-chip { flex: 0 1 auto; min-width: 0; max-width: 100%; }
.chip-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.chip-image { width: 24px; height: 24px; border-radius: 50%; object-fit: cover; flex: none; }
.chip-image.placeholder { display: inline-flex; align-items: center; justify-content: center; background: var(--portico-accent); color: var(--on-accent); font-size: var(--fs-xs); font-weight: 700; }

${WALLET_CSS}`
