/** RegisterAccountName's and RegisterAccountNameSuccess's styles, adopted when they mount. */
export const REGISTER_NAME_CSS = /* css */ `
.register-name { display: flex; flex-direction: column; gap: 12px; padding: 4px 0; }
.register-name form { display: flex; flex-direction: column; gap: 10px; }
.name-field { position: relative; display: flex; align-items: center; }
.name-field .input { padding-block: 0; padding-inline: 14px 96px; }
.name-suffix { position: absolute; inset-inline-end: 14px; color: var(--fg-muted); font-size: var(--fs-l); pointer-events: none; }
.name-status { min-height: 20px; font-size: var(--fs-m); color: var(--fg-muted); }
.name-status.available { color: var(--success-text); }
.name-status.taken, .name-status.invalid { color: var(--error); }
.name-suggestions { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.name-suggestions .chip { padding: 0 12px; color: var(--fg); cursor: pointer; }
.register-name .primary-button { width: 100%; height: 44px; margin-top: 4px; }
.register-name-success { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 8px 4px; text-align: center; }
.register-name-success .sign-in-title { font-size: var(--fs-l); font-weight: 600; overflow-wrap: anywhere; }
.register-name-success .muted { max-width: 290px; line-height: 1.45; }
.register-name-success .primary-button { width: 100%; height: 44px; margin-top: 8px; }
`
