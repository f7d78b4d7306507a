/** The send preview's styles, adopted when it mounts. */
export const PREVIEW_CSS = /* css */ `
.preview-hero { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 16px; border-radius: var(--r-l); background: var(--surface); text-align: center; }
.preview-amount { display: flex; align-items: center; gap: 10px; font-size: calc(var(--fs) * 2.6); letter-spacing: -0.03em; }
.preview-amount strong { font-weight: 600; }
.preview-to { display: flex; align-items: center; justify-content: space-between; padding: 12px 16px; border-radius: var(--r-l); background: var(--surface); }
.preview-receiver { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
.preview-details { display: flex; flex-direction: column; gap: 10px; padding: 12px 16px; border-radius: var(--r-l); border: 1px solid var(--border); }
.preview-details div { display: flex; justify-content: space-between; gap: 12px; }
.preview-details dt { color: var(--fg-muted); }
.preview-details dd { font-weight: 600; text-align: end; }
.preview-note { text-align: center; font-size: var(--fs-s); margin: 4px 0; }
.spinner.small { width: 16px; height: 16px; border-width: 2px; border-color: color-mix(in srgb, currentColor 35%, transparent); border-top-color: currentColor; }
`
