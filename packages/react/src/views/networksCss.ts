/** The Networks and UnsupportedChain views' styles, adopted when they mount. */
export const NETWORKS_CSS = /* css */ `
.notice { margin: 0 4px 12px; text-align: center; }
.network-item { padding-inline-start: 10px; }
.network-group + .network-group { margin-top: 14px; }
.network-group-title { margin: 0 6px 8px; font-size: var(--fs-s); font-weight: 600; color: var(--fg-muted); }
.network-item[aria-current='true'] { box-shadow: inset 0 0 0 1.5px color-mix(in srgb, var(--success) 55%, transparent); }
.list-item:disabled { cursor: not-allowed; opacity: 0.5; }
.list-item:disabled:hover { background: var(--surface); }
.list-item:disabled:active { transform: none; }
.tag .status-dot { display: inline-block; width: 6px; height: 6px; margin-inline-end: 5px; border-radius: 50%; background: var(--success); vertical-align: 1px; }
`
