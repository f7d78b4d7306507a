/** The sent notice's styles, adopted when it mounts. */
export const SENT_NOTICE_CSS = /* css */ `
.sent-notice { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; padding: 8px 8px 8px 12px; border-radius: var(--r-l); background: color-mix(in srgb, var(--success) 12%, transparent); }
.sent-notice-icon { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; background: var(--success); color: #fff; }
.sent-notice-icon svg { width: 14px; height: 14px; }
.sent-notice-text { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.sent-notice-text strong { font-weight: 600; color: var(--success-text); }
.sent-notice-hash { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--fs-s); }
`
