/** The names views' rules, adopted into the modal's shadow root by `useStyles`. */
export const namesCss = /* css */ `
.gw-names form { display: flex; flex-direction: column; gap: 10px; }
.gw-names-box { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px; border-radius: var(--r-item); background: var(--gw-bg-2); border: 1px solid var(--gw-border-strong); }
.gw-names-box:focus-within { border-color: var(--gw-focus); box-shadow: 0 0 0 2px var(--gw-focus); }
.gw-names-label { font-size: 0.78em; font-weight: 600; color: var(--gw-fg-2); padding: 0; }
.gw-names-row { display: flex; align-items: baseline; gap: 2px; }
.gw-names-input { flex: 1; min-width: 0; border: 0; background: none; padding: 0; color: var(--gw-fg); font-size: 1.15em; font-weight: 600; height: 1.6em; }
.gw-names-input:focus-visible { outline: none; }
.gw-names-input[aria-invalid="true"] { color: var(--gw-error); }
.gw-names-suffix { color: var(--gw-fg-2); font-weight: 600; white-space: nowrap; }
.gw-names-status { display: flex; align-items: center; gap: 6px; min-height: 22px; margin: 0 4px; font-size: 0.85em; color: var(--gw-fg-2); }
.gw-names-status.good { color: var(--gw-success, var(--gw-fg)); font-weight: 600; }
.gw-names-status.bad { color: var(--gw-error); font-weight: 600; }
.gw-names-status svg { width: 14px; height: 14px; }
.gw-names-suggestions { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.gw-names-suggestions legend { margin: 0 4px 6px; }
.gw-names-problem:empty { display: none; }
.gw-names-problem { display: flex; align-items: flex-start; gap: 8px; margin: 0; padding: 10px 12px; border-radius: var(--r-item); background: var(--gw-error-bg); color: var(--gw-error); font-size: 0.85em; font-weight: 600; }
.gw-names-problem svg { width: 18px; height: 18px; flex: none; }
.gw-names-hint { margin: 0 4px; font-size: 0.85em; color: var(--gw-fg-2); }
.gw-names-success { display: flex; flex-direction: column; align-items: center; gap: 10px; text-align: center; padding-top: 8px; }
.gw-names-badge { display: grid; place-items: center; width: 56px; height: 56px; border-radius: 999px; color: var(--gw-accent-text); background: color-mix(in srgb, var(--gw-accent) 14%, transparent); }
.gw-names-badge svg { width: 28px; height: 28px; }
.gw-names .button svg { width: 18px; height: 18px; }
`
