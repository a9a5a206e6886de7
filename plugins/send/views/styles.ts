/** The send views' rules, adopted into the modal's shadow root by `useStyles`. */
export const sendCss = /* css */ `
.gw-send form { display: flex; flex-direction: column; gap: 10px; }
.gw-send-box { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px; border-radius: var(--r-item); background: var(--gw-bg-2); border: 1px solid var(--gw-border-strong); transition: border-color 120ms; }
.gw-send-box:focus-within { border-color: var(--gw-focus); box-shadow: 0 0 0 2px var(--gw-focus); }
.gw-send-label { font-size: 0.78em; font-weight: 600; color: var(--gw-fg-2); padding: 0; }
.gw-send-row { display: flex; align-items: center; gap: 8px; }
.gw-send input { min-width: 0; width: 100%; border: 0; background: none; padding: 0; color: var(--gw-fg); font-variant-numeric: tabular-nums; }
.gw-send input::placeholder { color: var(--gw-fg-3); }
.gw-send input:focus-visible { outline: none; }
.gw-send input[aria-invalid="true"] { color: var(--gw-error); }
.gw-send-amount { flex: 1; font-size: 1.7em; font-weight: 650; letter-spacing: -0.02em; height: 1.4em; }
.gw-send-receiver { font-size: 0.95em; font-weight: 500; height: 1.6em; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.gw-token-button { flex: none; display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 10px 0 6px; border-radius: 999px; background: var(--gw-bg); box-shadow: 0 0 0 1px var(--gw-border-strong); font-weight: 650; font-size: 0.9em; white-space: nowrap; }
.gw-token-button:not(:has(.logo)) { padding-left: 12px; color: var(--gw-accent-text); }
.gw-token-button:hover { background: var(--gw-bg-3); }
.gw-token-button[data-invalid] { box-shadow: 0 0 0 1.5px var(--gw-error); }
.gw-token-button .chev { width: 14px; height: 14px; color: var(--gw-fg-3); }
.gw-send-meta { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 24px; font-size: 0.8em; color: var(--gw-fg-2); font-variant-numeric: tabular-nums; }
.gw-max { height: 24px; padding: 0 10px; border-radius: 999px; font-size: 0.95em; font-weight: 700; color: var(--gw-accent-text); background: color-mix(in srgb, var(--gw-accent) 12%, transparent); }
.gw-max:hover { background: color-mix(in srgb, var(--gw-accent) 20%, transparent); }
.gw-token-list { border: 0; margin: 0; padding: 4px 0 2px; min-width: 0; }
.gw-token-list legend { margin: 0 4px 8px; }
.gw-token-list .item { width: 100%; text-align: left; }
.gw-token-list .token-amount { margin-left: auto; }
.gw-send-name { display: flex; align-items: center; gap: 6px; font-size: 0.85em; font-weight: 600; color: var(--gw-fg-2); }
.gw-send-facts { margin: 0; display: flex; flex-direction: column; gap: 2px; padding: 4px 4px; }
.gw-send-facts > div { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 30px; font-size: 0.85em; }
.gw-send-facts dt { color: var(--gw-fg-2); }
.gw-send-facts dd { margin: 0; display: inline-flex; align-items: center; gap: 6px; font-weight: 600; text-align: right; font-variant-numeric: tabular-nums; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.gw-send-facts dd.muted { font-weight: 450; color: var(--gw-fg-3); }
.gw-send-facts > div:has(.gw-send-rent) { flex-wrap: wrap; row-gap: 2px; padding: 6px 0; }
.gw-send-facts dd.gw-send-rent { display: block; flex-basis: 100%; text-align: left; font-size: 0.9em; font-weight: 450; line-height: 1.4; color: var(--gw-fg-3); white-space: normal; }
.gw-send-problem:empty { display: none; }
.gw-send-problem { display: flex; align-items: flex-start; gap: 8px; padding: 10px 12px; border-radius: var(--r-item); background: var(--gw-error-bg); color: var(--gw-error); font-size: 0.85em; font-weight: 600; }
.gw-send-problem svg { width: 18px; height: 18px; flex: none; }
.gw-send-hint { font-size: 0.85em; color: var(--gw-fg-2); }
.gw-send .center-text { text-align: center; margin: 8px 0 2px; }
.gw-send .button .small-spinner { width: 18px; height: 18px; animation: spin 0.9s linear infinite; }
.gw-preview-amount { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 0 16px; }
.gw-preview-value { display: inline-flex; align-items: center; gap: 10px; font-size: 1.6em; font-weight: 700; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
.gw-send > .gw-send-facts { border-radius: var(--r-item); background: var(--gw-bg-2); padding: 6px 14px; margin-bottom: 12px; }
.gw-send-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 6px; }
`
