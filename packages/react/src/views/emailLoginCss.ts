/** EmailLogin's styles, adopted when it mounts. */
export const EMAIL_LOGIN_CSS = /* css */ `
.otp { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; width: 100%; }
.otp-email { display: inline-block; max-width: 100%; overflow-wrap: anywhere; }
.otp-boxes { display: flex; gap: 8px; justify-content: center; border: 0; padding: 0; margin: 0; }
.otp-box { width: 44px; height: 52px; text-align: center; font-size: 20px; font-weight: 600; border-radius: var(--r-m); border: 1px solid var(--border); background: var(--surface); color: var(--fg); }
.otp-box:focus-visible { outline: 2px solid var(--accent-text); outline-offset: 1px; }
.otp-box:disabled { opacity: 0.6; }
.otp-links { display: flex; gap: 16px; justify-content: center; flex-wrap: wrap; }
.otp-links .link { color: var(--accent-text); font-weight: 600; }
@media (max-width: 400px) { .otp-box { width: 38px; height: 48px; } .otp-boxes { gap: 6px; } }
`
