/** The e-mail views' rules, adopted into the modal's shadow root by `useStyles`. */
export const emailCss = /* css */ `
.gw-email { display: flex; flex-direction: column; gap: 10px; }
.gw-email-field { display: flex; align-items: center; gap: 8px; padding: 0 6px 0 14px; height: 52px; border-radius: var(--r-item, 16px); background: var(--gw-bg-2); border: 1px solid var(--gw-border-strong); }
.gw-email-field:focus-within { border-color: var(--gw-focus); box-shadow: 0 0 0 2px var(--gw-focus); }
.gw-email-field svg { width: 20px; height: 20px; color: var(--gw-fg-2); flex: none; }
.gw-email-field input { flex: 1; min-width: 0; border: 0; background: none; color: var(--gw-fg); font: inherit; height: 100%; }
.gw-email-field input::placeholder { color: var(--gw-fg-2); }
.gw-email-field input:focus-visible { outline: none; }
.gw-email-go { flex: none; width: 40px; height: 40px; border-radius: 999px; display: inline-flex; align-items: center; justify-content: center; background: var(--gw-accent); color: var(--gw-accent-fg); }
/* Empty: a disabled button's fill (.button:disabled); sending: the accent, dimmed. */
.gw-email-go:disabled:not([aria-busy="true"]) { background: var(--gw-bg-3); color: var(--gw-fg-2); }
.gw-email-go[aria-busy="true"] { opacity: 0.6; }
.gw-email-go svg { color: inherit; width: 18px; height: 18px; }
.gw-email-error { margin: 0; font-size: 0.85em; color: var(--gw-error); }
.gw-email-error:empty { display: none; }
.gw-email-note { margin: 0; font-size: 0.85em; color: var(--gw-fg-2); }
.gw-email-text { margin: 0; text-align: center; color: var(--gw-fg-2); font-size: 0.92em; overflow-wrap: anywhere; }
.gw-email-text strong { color: var(--gw-fg); }
.gw-otp { border: 0; margin: 0; padding: 0; min-width: 0; }
.gw-otp-boxes { display: flex; justify-content: center; gap: 8px; }
.gw-otp-boxes input { width: 44px; height: 52px; text-align: center; font: inherit; font-size: 1.3em; font-weight: 650; border-radius: 12px; border: 1px solid var(--gw-border-strong); background: var(--gw-bg-2); color: var(--gw-fg); }
.gw-otp-boxes input:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 1px; }
.gw-otp-boxes input[aria-invalid="true"] { border-color: var(--gw-error); }
.gw-email .center { min-height: 24px; }
.gw-email-warning { margin: 0; padding: 10px 12px; border-radius: 12px; border: 1px solid var(--gw-error); color: var(--gw-fg); font-size: 0.92em; }
.gw-export-reveal { min-height: 420px; }
/* A button that names a long address wraps inside itself. */
.gw-email .button { overflow-wrap: anywhere; }
`
