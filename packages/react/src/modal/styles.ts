import { ANIMATION, LAYOUT } from '@portico/core'
import { DISABLED_BUTTON } from '../ui/buttonCss.ts'
import { onAccentCss } from '../ui/onAccentCss.ts'

/**
 * The modal's base stylesheet, adopted into its shadow root when it opens (docs/architecture.md): tokens, the
 * theme palettes, the chrome, the toast and the views in the modal's first chunk. Each lazy view adopts
 * its own CSS when it mounts (`useAdoptedStyles`). The host element is reset with
 * `all: initial !important`: in a shadow tree, `!important` :host rules beat the page's `!important`
 * rules, so a page style such as `* { all: unset !important; font-size: 40px !important }` cannot
 * leak in through inheritance. Every size below is px derived from the `--portico-*` masters. A list
 * item's label is as wide as its name (dir=auto: cut at its own end), next to the icon in either
 * direction; its tag goes to the row's end.
 */

/** The dialog's fade and zoom in. docs/rules/limits.md sets no duration for it; it is kept short so the open settles fast. */
const MODAL_OPEN_MS = 100

export const MODAL_CSS = /* css */ `
:host {
  all: initial !important;
  display: contents !important;
}
.root {
  --fs: var(--portico-font-size-master);
  --r: var(--portico-border-radius-master);
  --fs-xs: calc(var(--fs) * 1.1);
  --fs-s: calc(var(--fs) * 1.2);
  --fs-m: calc(var(--fs) * 1.4);
  --fs-l: calc(var(--fs) * 1.6);
  --fs-xl: calc(var(--fs) * 2);
  --r-s: calc(var(--r) * 2);
  --r-m: calc(var(--r) * 4);
  --r-l: calc(var(--r) * 5);
  --r-xl: calc(var(--r) * 8);
  --t-height: ${ANIMATION.modalHeightMs}ms;
  --t-view: ${ANIMATION.viewTransitionMs}ms;
  --t-open: ${MODAL_OPEN_MS}ms;
  --t-header: ${ANIMATION.headerTextMs}ms;
  --t-shake: ${ANIMATION.shakeMs}ms;
  font-family: var(--portico-font-family);
  font-size: var(--fs-m);
  line-height: 1.35;
  font-weight: 400;
  letter-spacing: -0.01em;
  color: var(--fg);
  -webkit-font-smoothing: antialiased;
  text-align: start;
  --inline-sign: 1;
}
.root[dir='rtl'] { --inline-sign: -1; }
.root[dir='rtl'] .flip-inline { transform: scaleX(-1); }
.root[data-theme='light'] {
  --bg: #ffffff;
  --surface: #f4f5f6;
  --surface-hover: #e9ebed;
  --surface-strong: #dfe2e5;
  --fg: #141414;
  --fg-muted: #5c6368;
  --fg-subtle: #666d72;
  --border: rgba(20, 20, 20, 0.08);
  --overlay: rgba(20, 20, 20, 0.32);
  --shadow: 0 0 0 1px rgba(20, 20, 20, 0.08);
  --success: #26b562;
  --error: #c0281b;
  --accent-text: color-mix(in srgb, var(--portico-accent) 52%, #000);
  --success-text: #0c5a31;
  color-scheme: light;
}
.root[data-theme='dark'] {
  --bg: #121313;
  --surface: #1d1e1e;
  --surface-hover: #262727;
  --surface-strong: #303131;
  --fg: #e4e7e7;
  --fg-muted: #949e9e;
  --fg-subtle: #838c8c;
  --border: rgba(255, 255, 255, 0.08);
  --overlay: rgba(0, 0, 0, 0.55);
  --shadow: 0 0 0 1px rgba(255, 255, 255, 0.08);
  --success: #30d07a;
  --error: #f25a67;
  --accent-text: color-mix(in srgb, var(--portico-accent) 62%, #fff);
  --success-text: color-mix(in srgb, var(--success) 70%, #fff);
  color-scheme: dark;
}
${onAccentCss('.root', '--portico-accent', '--on-accent')}
*, *::before, *::after { box-sizing: border-box; margin: 0; padding: 0; }
button, input { font: inherit; color: inherit; letter-spacing: inherit; }
button { background: none; border: 0; cursor: pointer; text-align: inherit; }
img { display: block; }
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
/* Rows and tiles fill their list's width, and a list may scroll or sit at the card's clipped edge:
   their ring is drawn inside them so no edge of it is cut. */
.list-item:focus-visible, .tile:focus-visible, .tab:focus-visible, .chip:focus-visible { outline-offset: -2px; }

.overlay {
  position: fixed;
  inset: 0;
  z-index: var(--portico-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--overlay);
  /* No fade and no blurred shadow: repainting a full-page layer or a blurred shadow on every frame
     of the opening is what held its frames back where the page is composited without a GPU. */
}
.frame {
  position: relative;
  width: ${LAYOUT.modalWidthPx}px;
  max-width: 100%;
}
.card {
  position: relative;
  width: 100%;
  max-height: calc(100vh - 32px);
  display: flex;
  flex-direction: column;
  background: var(--bg);
  border-radius: var(--r-xl);
  box-shadow: var(--shadow);
  overflow: hidden;
  animation: zoom-in var(--t-open) ease-out;
}
.card.shake { animation: shake var(--t-shake) cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }

.header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  height: 64px;
  padding: 0 12px;
  flex: none;
}
.header-title {
  text-align: center;
  font-size: var(--fs-l);
  font-weight: 600;
  letter-spacing: -0.02em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.header-title.changed { animation: fade-in var(--t-header) ease-out; }
.icon-button {
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: var(--fg-muted);
  transition: background-color 120ms ease, color 120ms ease;
}
.icon-button:hover { background: var(--surface); color: var(--fg); }
.icon-button[aria-disabled='true'] { opacity: 0.4; cursor: not-allowed; background: none; }
.icon-button svg { width: 16px; height: 16px; }

.body {
  overflow: hidden;
  flex: 0 1 auto;
}
.body.resizing { transition: height var(--t-height) ease; }
.body.scrolls { overflow-y: auto; overscroll-behavior: contain; }
.view { padding: 0 16px 16px; }
.view[data-direction='next'] { animation: view-next var(--t-view) ease-out; }
.view[data-direction='prev'] { animation: view-prev var(--t-view) ease-out; }

.list { display: flex; flex-direction: column; gap: 8px; list-style: none; }
.list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding-block: 8px; padding-inline: 8px 12px;
  border-radius: var(--r-m);
  background: var(--surface);
  font-size: var(--fs-l);
  font-weight: 500;
  transition: background-color 120ms ease, transform 120ms ease;
}
.list-item:hover { background: var(--surface-hover); }
.list-item.placeholder, .list-item.placeholder:hover { background: var(--surface); }
.list-item.placeholder .wallet-image, .placeholder-text { animation: pulse 1.2s ease-in-out infinite; }
.placeholder-text { width: 40%; height: 12px; border-radius: 6px; background: var(--surface-strong); }
.list-item:active { transform: scale(0.99); }
.list-item-label { flex: 0 1 auto; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.list-item > .tag { margin-inline-start: auto; }
.wallet-image {
  width: 40px;
  height: 40px;
  flex: none;
  border-radius: var(--r-s);
  background: var(--surface-strong);
  box-shadow: inset 0 0 0 1px var(--border);
  object-fit: cover;
  overflow: hidden;
}
.wallet-image.placeholder { display: inline-flex; align-items: center; justify-content: center; color: var(--fg-muted); font-weight: 600; font-size: var(--fs-l); }
.tag {
  flex: none;
  padding: 3px 8px;
  border-radius: 999px;
  font-size: var(--fs-xs);
  font-weight: 600;
  letter-spacing: 0.01em;
  background: var(--surface-strong);
  color: var(--fg-muted);
}
.tag.accent { background: color-mix(in srgb, var(--portico-accent) 16%, transparent); color: var(--accent-text); }
.tag.success { background: color-mix(in srgb, var(--success) 16%, transparent); color: var(--success-text); }
.all-wallets-icon {
  width: 40px;
  height: 40px;
  flex: none;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 3px;
  padding: 5px;
  border-radius: var(--r-s);
  background: var(--surface-strong);
}
.all-wallets-icon img, .all-wallets-icon span { width: 100%; height: 100%; border-radius: 4px; object-fit: cover; background: var(--surface-hover); }

.login-placeholder { height: 48px; border-radius: var(--r-m); background: var(--surface); }
.separator { display: flex; align-items: center; gap: 12px; margin: 12px 0; color: var(--fg-subtle); font-size: var(--fs-s); }
.separator::before, .separator::after { content: ''; flex: 1; height: 1px; background: var(--border); }
.input {
  width: 100%;
  height: 48px;
  padding-block: 0; padding-inline: 40px 14px;
  border-radius: var(--r-m);
  border: 1px solid var(--border);
  background: var(--surface);
  font-size: var(--fs-l);
  transition: border-color 120ms ease, box-shadow 120ms ease;
}
.input::-webkit-search-cancel-button { appearance: none; -webkit-appearance: none; }
.input::placeholder { color: var(--fg-subtle); }
.input:focus-visible, .input:focus { outline: none; border-color: var(--portico-accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--portico-accent) 20%, transparent); }
.input-wrap { position: relative; }
.email-field .input { padding-inline-end: 48px; }
.input-submit { position: absolute; inset-inline-end: 6px; top: 50%; transform: translateY(-50%); width: 36px; height: 36px; border-radius: var(--r-s); display: inline-flex; align-items: center; justify-content: center; background: var(--portico-accent); color: var(--on-accent); }
.input-submit:hover { filter: brightness(1.08); }
.input-submit svg { position: static; transform: none; color: inherit; width: 16px; height: 16px; }
.field-error { color: var(--error); font-size: var(--fs-m); }
.input-wrap + .field-error { margin-top: 6px; }
.input-wrap > svg { position: absolute; inset-inline-start: 14px; top: 50%; width: 16px; height: 16px; transform: translateY(-50%); color: var(--fg-muted); pointer-events: none; }
.secondary-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 40px;
  padding: 0 16px;
  border-radius: 999px;
  background: var(--surface);
  color: var(--fg);
  font-size: var(--fs-m);
  font-weight: 600;
}
.secondary-button:hover { background: var(--surface-hover); }
.secondary-button svg { width: 16px; height: 16px; flex: none; }
.secondary-button:disabled, .secondary-button:disabled:hover { ${DISABLED_BUTTON} }
.footer { margin: 16px -16px -16px; padding: 14px 16px 18px; border-top: 1px solid var(--border); display: flex; align-items: center; justify-content: center; gap: 6px; color: var(--fg-muted); font-size: var(--fs-m); }
.footer .link { color: var(--accent-text); font-weight: 600; }
.legal { margin-top: 12px; text-align: center; font-size: var(--fs-s); color: var(--fg-subtle); }

.empty { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 40px 16px; color: var(--fg-muted); text-align: center; }
.empty strong { color: var(--fg); font-size: var(--fs-l); font-weight: 600; }
.empty-icon { width: 48px; height: 48px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; background: var(--surface); color: var(--fg-muted); margin-bottom: 4px; }
.empty-icon svg { width: 22px; height: 22px; }
.empty .secondary-button { margin-top: 8px; }
.spinner { width: 24px; height: 24px; border-radius: 50%; border: 3px solid var(--surface-strong); border-top-color: var(--portico-accent); animation: spin 700ms linear infinite; }
.grid-loader { display: flex; justify-content: center; padding: 12px; }
.view-loading { align-items: center; }



.toast {
  position: absolute;
  left: 50%;
  bottom: calc(100% + 12px);
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: calc(100% - 32px);
  min-height: 40px;
  padding-block: 8px; padding-inline: 8px 14px;
  border-radius: 20px;
  background: var(--fg);
  color: var(--bg);
  font-size: var(--fs-m);
  font-weight: 500;
  box-shadow: var(--shadow);
  transform: translateX(-50%);
  animation: toast-in var(--t-view) ease-out;
  pointer-events: none;
}
/* Over the title, between the header's 40 px buttons and their 12 px padding. */
.toast[data-placement='header'] { bottom: auto; top: 12px; max-width: calc(100% - 112px); }
.toast-text { min-width: 0; overflow-wrap: anywhere; }
.toast-icon { width: 24px; height: 24px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; flex: none; }
.toast-icon svg { width: 14px; height: 14px; }
.toast[data-variant='success'] .toast-icon { background: var(--success); color: #fff; }
.toast[data-variant='error'] .toast-icon { background: var(--error); color: #fff; }
.toast[data-variant='svg'] .toast-icon { background: var(--portico-accent); color: var(--on-accent); }
.toast[data-variant='loading'] .spinner { width: 18px; height: 18px; border-width: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }


@keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes zoom-in { from { opacity: 0; transform: scale(0.97) translateY(8px); } to { opacity: 1; transform: none; } }
@keyframes view-next { from { opacity: 0; transform: translateX(calc(12px * var(--inline-sign))); } to { opacity: 1; transform: none; } }
@keyframes view-prev { from { opacity: 0; transform: translateX(calc(-12px * var(--inline-sign))); } to { opacity: 1; transform: none; } }
@keyframes toast-in { from { opacity: 0; transform: translate(-50%, 8px); } to { opacity: 1; transform: translate(-50%, 0); } }
@keyframes spin { to { transform: rotate(360deg); } }
@keyframes pulse { 50% { opacity: 0.5; } }
@keyframes ring-dash { to { stroke-dashoffset: -100; } }
@keyframes shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (max-width: 430px) {
  .overlay { align-items: flex-end; padding: 0; }
  .frame { width: 100%; }
  .card { border-radius: var(--r-xl) var(--r-xl) 0 0; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`
