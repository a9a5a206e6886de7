/** The Swap view's rules, adopted into the modal's shadow root by `useStyles`. */
export const swapCss = /* css */ `
.gw-swap form { display: flex; flex-direction: column; gap: 8px; }
.gw-swap-box { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px; border-radius: var(--r-item); background: var(--gw-bg-2); border: 1px solid var(--gw-border-strong); transition: border-color 120ms; }
.gw-swap-box:focus-within { border-color: var(--gw-focus); box-shadow: 0 0 0 2px var(--gw-focus); }
.gw-swap-label { font-size: 0.78em; font-weight: 600; color: var(--gw-fg-2); padding: 0; }
.gw-swap-row { display: flex; align-items: center; gap: 8px; }
.gw-swap input { min-width: 0; border: 0; background: none; padding: 0; color: var(--gw-fg); font-variant-numeric: tabular-nums; }
.gw-swap input::placeholder { color: var(--gw-fg-3); }
.gw-swap input:focus-visible { outline: none; }
.gw-swap input[aria-invalid="true"] { color: var(--gw-error); }
.gw-swap-amount { flex: 1; width: 100%; font-size: 1.6em; font-weight: 650; letter-spacing: -0.02em; height: 1.4em; text-overflow: ellipsis; }
.gw-token-button { flex: none; display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 10px 0 6px; border-radius: 999px; background: var(--gw-bg); box-shadow: 0 0 0 1px var(--gw-border-strong); font-weight: 650; font-size: 0.9em; white-space: nowrap; }
.gw-token-button:not(:has(.logo)) { padding-left: 12px; color: var(--gw-accent-text); }
.gw-token-button:hover { background: var(--gw-bg-3); }
.gw-token-button .chev { width: 14px; height: 14px; color: var(--gw-fg-3); }
.gw-swap-meta { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 24px; font-size: 0.8em; color: var(--gw-fg-2); font-variant-numeric: tabular-nums; }
.gw-max { height: 24px; padding: 0 10px; border-radius: 999px; font-size: 0.95em; font-weight: 700; color: var(--gw-accent-text); background: color-mix(in srgb, var(--gw-accent) 12%, transparent); }
.gw-max:hover { background: color-mix(in srgb, var(--gw-accent) 20%, transparent); }
.gw-swap-flip { display: flex; justify-content: center; margin: -14px 0; position: relative; z-index: 1; }
.gw-swap-flip .icon-button { background: var(--gw-bg); box-shadow: 0 0 0 4px var(--gw-bg), 0 0 0 5px var(--gw-border-strong); border-radius: 12px; }
.gw-token-list { display: flex; flex-direction: column; gap: 6px; padding: 4px 0 2px; min-width: 0; }
.gw-swap-search { height: 36px; padding: 0 12px !important; border-radius: var(--r-item); background: var(--gw-bg-2) !important; box-shadow: 0 0 0 1px var(--gw-border-strong); }
.gw-swap-search:focus-visible { box-shadow: 0 0 0 3px var(--gw-focus); }
.gw-token-list ul { max-height: 240px; overflow-y: auto; margin: 0; padding: 0; list-style: none; }
.gw-token-list .item { width: 100%; text-align: left; }
.gw-swap-group { font-size: 0.75em; font-weight: 600; color: var(--gw-fg-3); padding: 6px 4px 2px; }
.gw-swap-badge { margin-left: auto; font-size: 0.75em; font-weight: 650; color: var(--gw-error); }
.gw-swap-facts { margin: 0; display: flex; flex-direction: column; gap: 2px; padding: 4px; }
.gw-swap-facts > div { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 28px; font-size: 0.85em; }
.gw-swap-facts dt { color: var(--gw-fg-2); }
.gw-swap-facts dd { margin: 0; display: inline-flex; align-items: center; gap: 6px; font-weight: 600; text-align: right; font-variant-numeric: tabular-nums; }
.gw-swap-facts dd.warn { color: var(--gw-error); }
.gw-swap-slippage { width: 4em; text-align: right; height: 26px; padding: 0 8px !important; border-radius: 8px; background: var(--gw-bg-2) !important; box-shadow: 0 0 0 1px var(--gw-border-strong); }
.gw-swap-slippage:focus-visible { box-shadow: 0 0 0 3px var(--gw-focus); }
.gw-swap-warning { display: flex; align-items: flex-start; gap: 8px; padding: 10px 12px; border-radius: var(--r-item); background: var(--gw-bg-2); color: var(--gw-fg); font-size: 0.85em; font-weight: 550; margin: 0; }
.gw-swap-warning svg, .gw-swap-problem svg { width: 18px; height: 18px; flex: none; }
.gw-swap-accept { display: flex; align-items: center; gap: 6px; margin-top: 6px; font-weight: 600; }
.gw-swap-accept input { width: 16px; height: 16px; accent-color: var(--gw-accent); }
.gw-swap-problem:empty { display: none; }
.gw-swap-problem { display: flex; align-items: flex-start; gap: 8px; padding: 10px 12px; border-radius: var(--r-item); background: var(--gw-error-bg); color: var(--gw-error); font-size: 0.85em; font-weight: 600; }
.gw-swap-hint { font-size: 0.85em; color: var(--gw-fg-2); margin: 0; }
.gw-swap .center-text { text-align: center; margin: 4px 0 0; }
.gw-swap .button:disabled:not([aria-busy="true"]) { background: var(--gw-bg-3); color: var(--gw-fg-3); box-shadow: none; }
.gw-swap .small-spinner { width: 18px; height: 18px; animation: spin 0.9s linear infinite; }
`
