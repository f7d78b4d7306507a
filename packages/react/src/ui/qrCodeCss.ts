/** The QR code's styles (dark modules on white in both themes), adopted by each view that shows one. */
export const QR_CODE_CSS = /* css */ `
.qr { position: relative; display: block; width: 100%; aspect-ratio: 1; padding: 16px; border-radius: var(--r-xl); background: #ffffff; color: #141414; box-shadow: 0 0 0 1px var(--border); }
.qr svg { display: block; width: 100%; height: 100%; fill: currentColor; }
.qr-logo { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%); aspect-ratio: 1; padding: 3px; border-radius: 28%; background: #ffffff; display: flex; }
.qr-logo .wallet-image { width: 100%; height: 100%; border-radius: 24%; border: 0; }
.qr-logo .wallet-image.placeholder, .qr-logo .social-logo { background: #f4f5f6; color: #5c6368; }
.qr-logo .social-logo { color: #141414; }
.qr-placeholder { display: flex; align-items: center; justify-content: center; background: var(--surface); box-shadow: none; color: var(--error); }
.qr-placeholder svg { width: 44px; height: 44px; }
.qr-placeholder .spinner { width: 32px; height: 32px; }
@media (prefers-reduced-motion: reduce) { .qr-placeholder .spinner { animation-duration: 2s; } }
`
