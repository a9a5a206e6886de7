/** Styles of the page-side button (React `ConnectButton` and `<gangway-button>`). */
export const buttonCss = /* css */ `
.gw-cb, .gw-cb * { box-sizing: border-box; }
.gw-cb {
  display: inline-flex; align-items: center; gap: 8px; font-family: var(--gw-font-family);
  font-size: calc(var(--gw-font-size) * 0.9); line-height: 1; -webkit-font-smoothing: antialiased;
}
.gw-cb button {
  font: inherit; font-weight: 650; cursor: pointer; border: 0; margin: 0; height: 40px;
  display: inline-flex; align-items: center; gap: 8px; border-radius: 999px; padding: 0 16px;
  background: var(--gw-bg); color: var(--gw-fg);
  box-shadow: 0 1px 2px rgba(16, 24, 40, 0.08), 0 0 0 1px var(--gw-border-strong);
  transition: transform 120ms ease, filter 120ms ease, box-shadow 120ms ease;
}
.gw-cb button:hover { transform: translateY(-1px); box-shadow: 0 4px 12px rgba(16, 24, 40, 0.12), 0 0 0 1px var(--gw-border-strong); }
.gw-cb button:active { transform: none; }
.gw-cb button:focus { outline: none; }
.gw-cb button:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-cb button.gw-cb-connect { background: var(--gw-accent); color: var(--gw-accent-fg); box-shadow: 0 4px 14px -4px var(--gw-accent); }
.gw-cb button.gw-cb-connect:hover { filter: brightness(1.08); }
.gw-cb button:disabled { cursor: progress; opacity: 0.8; transform: none; }
.gw-cb-network { padding: 0 12px 0 6px !important; }
.gw-cb-account { padding: 0 6px 0 14px !important; }
.gw-cb-balance { color: var(--gw-fg); font-variant-numeric: tabular-nums; }
.gw-cb-address { display: inline-flex; align-items: center; gap: 6px; height: 30px; padding: 0 10px 0 4px; border-radius: 999px; background: var(--gw-bg-2); }
.gw-cb-avatar, .gw-cb-chain { width: 22px; height: 22px; border-radius: 999px; overflow: hidden; flex: none; display: inline-grid; place-items: center; }
.gw-cb-avatar svg, .gw-cb-avatar img, .gw-cb-chain img { width: 100%; height: 100%; display: block; object-fit: cover; }
.gw-cb-chain { background: var(--gw-accent); color: var(--gw-accent-fg); font-size: 11px; font-weight: 700; }
.gw-cb-chain[data-initial]::before { content: attr(data-initial); }
.gw-cb-spinner { width: 14px; height: 14px; border-radius: 999px; border: 2px solid currentColor; border-right-color: transparent; animation: gw-cb-spin 0.8s linear infinite; }
@keyframes gw-cb-spin { to { transform: rotate(360deg); } }
@media (max-width: 560px) { .gw-cb-balance, .gw-cb-network-name { display: none; } .gw-cb-account { padding: 0 4px !important; } }
@media (forced-colors: active) { .gw-cb button { border: 1px solid ButtonText; } .gw-cb button:focus-visible { outline-color: Highlight; } }
@media (prefers-reduced-motion: reduce) { .gw-cb * { transition: none !important; animation-duration: 0s !important; } }
`
