/** The SwitchNetwork and SwitchActiveChain views' styles, adopted when they mount. */
export const SWITCH_NETWORK_CSS = /* css */ `
.network-logo .network-image { width: 88px; height: 88px; font-size: var(--fs-xl); }
.switch-network .muted { max-width: 280px; }
`
