/** The social views' rules, adopted into the modal's shadow root by `useStyles`. */
export const socialsCss = /* css */ `
.gw-socials { display: flex; flex-direction: column; gap: 8px; border: 0; margin: 0; padding: 0; min-width: 0; }
.gw-socials-row { display: flex; gap: 8px; }
.gw-socials-row > button { flex: 1; min-width: 0; height: 48px; border-radius: var(--r-item, 16px); display: inline-flex; align-items: center; justify-content: center; background: var(--gw-bg-2); color: var(--gw-fg); }
.gw-socials-wide { width: 100%; height: 52px; border-radius: var(--r-item, 16px); display: flex; align-items: center; gap: 12px; padding: 0 14px; background: var(--gw-bg-2); color: var(--gw-fg); font: inherit; font-weight: 600; }
.gw-socials button:hover { background: var(--gw-bg-3, var(--gw-bg-2)); }
.gw-socials button:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 1px; }
.gw-socials svg { width: 24px; height: 24px; flex: none; }
.gw-social-wait { display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 12px 4px 4px; text-align: center; }
.gw-social-wait .gw-social-logo { width: 64px; height: 64px; border-radius: 20px; display: inline-flex; align-items: center; justify-content: center; background: var(--gw-bg-2); }
.gw-social-wait .gw-social-logo svg { width: 36px; height: 36px; }
.gw-social-wait p { margin: 0; color: var(--gw-fg-2); font-size: 0.92em; overflow-wrap: anywhere; }
.gw-social-wait strong { color: var(--gw-fg); font-size: 1.05em; }
.gw-social-wait .gw-social-error { color: var(--gw-error); }
.gw-social-wait button.gw-social-retry { height: 40px; padding: 0 18px; border-radius: 999px; background: var(--gw-accent); color: var(--gw-accent-fg); font: inherit; font-weight: 600; }
.gw-social-wait button.gw-social-retry:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-farcaster-qr { position: relative; width: 240px; max-width: 100%; display: flex; justify-content: center; }
.gw-farcaster-mark { position: absolute; left: 50%; top: 50%; width: 48px; height: 48px; margin: -24px 0 0 -24px; border-radius: 12px; background: var(--gw-qr-background, #fff); display: inline-flex; align-items: center; justify-content: center; }
.gw-farcaster-mark svg { width: 40px; height: 40px; }
.gw-farcaster-actions { display: flex; gap: 8px; flex-wrap: wrap; justify-content: center; }
.gw-farcaster-actions a.gw-social-retry { display: inline-flex; align-items: center; gap: 6px; text-decoration: none; line-height: 40px; }
.gw-farcaster-copy { height: 40px; padding: 0 16px; border-radius: 999px; display: inline-flex; align-items: center; gap: 6px; background: var(--gw-bg-2); color: var(--gw-fg); font: inherit; font-weight: 600; }
.gw-farcaster-copy:focus-visible, .gw-farcaster-actions a:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-farcaster-copy svg, .gw-farcaster-actions a svg { width: 18px; height: 18px; }
.gw-account-social { display: flex; align-items: center; justify-content: center; gap: 6px; color: var(--gw-fg-2); font-size: 0.9em; }
.gw-account-social svg { width: 16px; height: 16px; flex: none; }
`
