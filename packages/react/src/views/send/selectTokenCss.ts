/** The send flow's token picker styles, adopted when it mounts. */
export const SELECT_TOKEN_CSS = /* css */ `
.select-token > .send-label { margin: 8px 4px 0; }
.token-button { width: 100%; text-align: start; }
.token-button:hover, .token-button[aria-current='true'] { background: var(--surface); }
`
