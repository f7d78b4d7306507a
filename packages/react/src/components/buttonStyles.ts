import { onAccentCss } from '../ui/onAccentCss.ts'

/** Styles of the buttons that live in the page (the modal has its own, in its shadow root). */
export const BUTTON_CSS = `
.portico-button{--pb-accent:hsla(231,100%,70%,1);display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border:0;border-radius:999px;background:var(--pb-accent);color:var(--pb-on-accent);font:600 14px/1 var(--portico-font-family,Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);letter-spacing:-0.01em;cursor:pointer;white-space:nowrap;transition:filter 120ms ease,transform 120ms ease,box-shadow 120ms ease;box-shadow:0 1px 2px rgba(0,0,0,.08),inset 0 0 0 1px rgba(255,255,255,.08)}
.portico-button:hover{filter:brightness(1.06)}
.portico-button:active{transform:scale(.98)}
.portico-button:focus-visible{outline:2px solid var(--pb-accent);outline-offset:2px}
.portico-button[data-theme=dark]{--pb-accent:hsla(230,100%,67%,1)}
.portico-button[data-variant=account]{background:var(--pb-surface,#f1f3f4);color:var(--pb-fg,#141414);padding:0 4px 0 12px;gap:10px}
.portico-button[data-variant=account][data-theme=dark]{--pb-surface:#1d1e1e;--pb-fg:#e4e7e7}
.portico-button[data-network]{padding:0 4px}
.portico-button-balance{font-weight:500;opacity:.7}
.portico-button-pill{display:inline-flex;align-items:center;gap:8px;height:32px;padding:0 12px 0 4px;border-radius:999px;background:rgba(127,127,127,.14)}
.portico-button-network{width:24px;height:24px;border-radius:50%;object-fit:cover;flex:none;background:rgba(127,127,127,.2)}
.portico-button-network.placeholder{display:inline-flex;align-items:center;justify-content:center;background:var(--pb-accent);color:var(--pb-on-accent);font-size:11px;font-weight:700}
${onAccentCss('.portico-button', '--pb-accent', '--pb-on-accent')}
@media (prefers-reduced-motion:reduce){.portico-button{transition:none}}
`
