/** The SIWXSignMessage and DataCapture views' styles, adopted when they mount. */
export const SIGN_IN_CSS = /* css */ `
.sign-in { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 8px 8px 4px; }
.sign-in-logos { display: flex; align-items: center; margin-bottom: 8px; }
.sign-in-logos > * { width: 64px; height: 64px; box-shadow: 0 0 0 4px var(--bg); }
.sign-in-logos .wallet-image { border-radius: var(--r-l); }
.sign-in-logos > :last-child { margin-inline-start: -12px; }
.sign-in-title { font-size: var(--fs-l); font-weight: 600; max-width: 280px; }
.sign-in .muted { max-width: 290px; line-height: 1.45; }
.sign-in-buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; width: 100%; margin-top: 8px; }
.sign-in-buttons > * { width: 100%; height: 44px; }
.sign-in-buttons > :only-child { grid-column: 1 / -1; }
.sign-in-error { display: flex; align-items: center; gap: 8px; width: 100%; padding: 10px 12px; border-radius: var(--r-m); background: color-mix(in srgb, var(--error) 12%, transparent); color: var(--fg); font-size: var(--fs-m); text-align: start; }
.sign-in-error svg { flex: none; width: 16px; height: 16px; color: var(--error); }
.data-capture-icon { display: grid; place-items: center; width: 56px; height: 56px; margin-bottom: 4px; border-radius: 50%; background: color-mix(in srgb, var(--portico-accent) 14%, transparent); color: var(--accent-text); }
.data-capture-icon svg { width: 24px; height: 24px; }
.data-capture form { display: flex; flex-direction: column; gap: 12px; width: 100%; }
.data-capture .input { padding-inline-start: 40px; }
.consent { display: flex; align-items: flex-start; gap: 10px; font-size: var(--fs-m); color: var(--fg-muted); text-align: start; cursor: pointer; }
.consent input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--portico-accent); }
.sign-in .field-error { text-align: start; }
`
