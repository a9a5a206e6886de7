/** The Onramp view's rules, adopted into the modal's shadow root by `useStyles`. */
export const onrampCss = /* css */ `
.gw-onramp { display: flex; flex-direction: column; gap: 10px; }
.gw-onramp form { display: flex; flex-direction: column; gap: 10px; }
.gw-onramp-row { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.gw-onramp-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.gw-onramp-label { font-size: 0.78em; font-weight: 600; color: var(--gw-fg-2); }
.gw-onramp select, .gw-onramp-amount { height: 40px; padding: 0 10px; border-radius: var(--r-item); border: 0; background: var(--gw-bg-2); color: var(--gw-fg); box-shadow: 0 0 0 1px var(--gw-border-strong); font: inherit; min-width: 0; }
.gw-onramp select:focus-visible, .gw-onramp-amount:focus-visible { outline: none; box-shadow: 0 0 0 3px var(--gw-focus); }
.gw-onramp-amount { font-size: 1.4em; font-weight: 650; height: 48px; font-variant-numeric: tabular-nums; }
.gw-onramp-amount[aria-invalid="true"] { box-shadow: 0 0 0 2px var(--gw-error); }
.gw-onramp-hint { margin: 0; font-size: 0.8em; color: var(--gw-fg-2); }
.gw-onramp-hint.error { color: var(--gw-error); font-weight: 600; }
.gw-onramp fieldset.gw-onramp-presets { flex-direction: row; gap: 6px; }
.gw-onramp-presets button { flex: 1; height: 30px; border-radius: 999px; background: var(--gw-bg-2); box-shadow: 0 0 0 1px var(--gw-border-strong); font-weight: 650; font-size: 0.85em; color: var(--gw-fg); }
.gw-onramp-presets button[aria-pressed="true"] { background: color-mix(in srgb, var(--gw-accent) 16%, transparent); color: var(--gw-accent-text); box-shadow: 0 0 0 1px var(--gw-focus); }
.gw-onramp fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.gw-onramp legend { padding: 0; margin-bottom: 4px; }
.gw-onramp-offer { display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; border-radius: var(--r-item); background: var(--gw-bg-2); box-shadow: 0 0 0 1px transparent; cursor: pointer; }
.gw-onramp-offer:has(input:checked) { box-shadow: 0 0 0 2px var(--gw-focus); }
.gw-onramp-offer:has(input:disabled) { opacity: 0.6; cursor: default; }
.gw-onramp-offer:has(input:focus-visible) { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-onramp-offer input { margin: 3px 0 0; width: 16px; height: 16px; accent-color: var(--gw-accent); flex: none; }
.gw-onramp-offer-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; font-size: 0.85em; color: var(--gw-fg-2); font-variant-numeric: tabular-nums; }
.gw-onramp-offer-text strong { color: var(--gw-fg); font-size: 1.1em; }
.gw-onramp-state { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 12px 4px 4px; text-align: center; }
.gw-onramp-state h3 { margin: 0; font-size: 1.05em; outline: none; }
.gw-onramp-state p { margin: 0; color: var(--gw-fg-2); font-size: 0.9em; }
.gw-onramp-badge { width: 52px; height: 52px; border-radius: 999px; display: grid; place-items: center; background: var(--gw-bg-2); color: var(--gw-accent-text); }
.gw-onramp-badge.success { color: var(--gw-success, #12a150); }
.gw-onramp-badge.error { color: var(--gw-error); background: var(--gw-error-bg); }
.gw-onramp-badge svg { width: 26px; height: 26px; }
.gw-onramp-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.gw-onramp-problem { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px; border-radius: var(--r-item); background: var(--gw-error-bg); color: var(--gw-error); font-size: 0.85em; font-weight: 600; }
.gw-onramp-problem svg { width: 18px; height: 18px; flex: none; }
.gw-onramp .small-spinner { width: 18px; height: 18px; animation: spin 0.9s linear infinite; }
.gw-onramp .button:disabled:not([aria-busy="true"]) { background: var(--gw-bg-3); color: var(--gw-fg-3); box-shadow: none; }
`
