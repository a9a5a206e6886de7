/**
 * The modal's stylesheet, adopted by its shadow root (no style attributes, no inline
 * <style> under a strict CSP). Colours and sizes come from the theme's custom properties.
 * SPEC §2: header text 120 ms, height 150 ms, view 150 ms; width 360 px; z-index 999.
 */
export const modalCss = /* css */ `
:host { all: initial; display: contents; }
*, *::before, *::after { box-sizing: border-box; }
.root {
  font-family: var(--gw-font-family); font-size: var(--gw-font-size); line-height: 1.4;
  color: var(--gw-fg); -webkit-font-smoothing: antialiased; text-align: start;
  --r: var(--gw-radius); --r-item: calc(var(--gw-radius) * 0.7); --r-small: calc(var(--gw-radius) * 0.5);
}
button, input, a { font: inherit; color: inherit; }
::placeholder { color: var(--gw-fg-3); opacity: 1; }
/* WCAG 1.4.11: a field's boundary at 3:1 on every surface, for any view that does not draw its own. */
:where(input:not([type="checkbox"], [type="radio"], [type="range"], [type="hidden"]), select, textarea) { border: 1px solid var(--gw-border-strong); }
button { cursor: pointer; border: 0; background: none; padding: 0; margin: 0; }
button:disabled { cursor: default; }
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
/* A control scrolled into view by Tab keeps room for its focus ring inside the scroller. */
button, a, input, select, textarea, [tabindex] { scroll-margin-block: 8px; }
h2, h3, p { margin: 0; }
ul, ol { list-style: none; margin: 0; padding: 0; }
img { display: block; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.overlay {
  position: fixed; inset: 0; z-index: var(--gw-z-index); display: flex; align-items: center;
  justify-content: center; padding: 16px; background: var(--gw-overlay);
  animation: fade-in 150ms ease-out both; overflow-y: auto;
}
.overlay.closing { animation: fade-out 150ms ease-in both; }
.backdrop { position: absolute; inset: 0; }
/* Rendered before the first open, out of sight: laid out, never painted, focused or hit. */
.prerender { visibility: hidden; }
.prerender, .prerender * { animation-name: none !important; }
.card {
  position: relative; width: 360px; max-width: 100%; background: var(--gw-bg); color: var(--gw-fg);
  border-radius: var(--r); box-shadow: var(--gw-shadow); display: flex; flex-direction: column;
  overflow: hidden; animation: card-in 150ms cubic-bezier(.2,.9,.3,1) both; max-height: calc(100vh - 32px);
}
.closing .card { animation: card-out 150ms ease-in both; }
.card.embedded { animation: none; box-shadow: 0 0 0 1px var(--gw-border); margin: 0 auto; max-height: none; }
.card.shake { animation: shake 500ms cubic-bezier(.36,.07,.19,.97) both; }
.card::before {
  content: ""; position: absolute; inset: 0 0 auto 0; height: 120px; pointer-events: none;
  background: radial-gradient(120% 100% at 50% -20%, color-mix(in srgb, var(--gw-accent) 12%, transparent), transparent 70%);
}

.header { position: relative; display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 14px 14px 6px; min-height: 60px; }
.title { grid-column: 2; text-align: center; font-size: 1em; font-weight: 650; letter-spacing: -0.01em; animation: text-in 120ms ease-out both; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.icon-button {
  width: 36px; height: 36px; display: inline-grid; place-items: center; border-radius: 999px;
  color: var(--gw-fg-2); transition: background-color 120ms, color 120ms;
}
.icon-button:hover { background: var(--gw-bg-2); color: var(--gw-fg); }
.icon-button svg { width: 20px; height: 20px; }
.header .back { grid-column: 1; }
.header .close { grid-column: 3; justify-self: end; }

/* The body scrolls when the view is taller than the window allows (200 % zoom, a phone held
   sideways), else content would be cut off; not while its height animates, or a scrollbar
   would flash. scroll-padding keeps a focused control's ring clear of the edges (2.4.11). */
.body { position: relative; overflow: hidden auto; min-height: 0; transition: height 150ms ease-out; scroll-padding-block: 8px; }
.body[data-resizing] { overflow-y: hidden; }
.body-inner { padding: 6px 16px 18px; }
.scroll { overflow-y: auto; max-height: calc(100vh - 120px); scroll-padding-block: 6px; }
.view { animation: view-in 150ms ease-out both; }
.view.back { animation-name: view-back; }
.plugin-view { display: contents; }

.stack { display: flex; flex-direction: column; gap: 8px; }
.section-label { font-size: 0.78em; font-weight: 600; color: var(--gw-fg-3); text-transform: uppercase; letter-spacing: 0.06em; margin: 4px 4px 2px; }
.divider { display: flex; align-items: center; gap: 12px; color: var(--gw-fg-3); font-size: 0.8em; margin: 6px 0; }
.divider::before, .divider::after { content: ""; flex: 1; height: 1px; background: var(--gw-border); }

.item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding: 8px 12px 8px 8px;
  border-radius: var(--r-item); background: var(--gw-bg-2); text-align: start;
  transition: background-color 120ms, transform 120ms;
}
.item:hover:not(:disabled) { background: var(--gw-bg-3); }
.item:active:not(:disabled) { transform: scale(0.99); }
.item-label { flex: 1; min-width: 0; font-weight: 600; font-size: 0.95em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item-sub { display: block; font-weight: 450; font-size: 0.85em; color: var(--gw-fg-2); }
.item .chevron { width: 16px; height: 16px; color: var(--gw-fg-3); flex: none; }
/* Right to left (Arabic, Hebrew…): slides run the other way, arrows that mean "back" or
   "forward" point the other way; icons without a direction stay as they are. */
[dir="rtl"] { --gw-inline: -1; }
[dir="rtl"] .header .back svg, [dir="rtl"] .chevron { transform: scaleX(-1); }
/* Amounts, addresses and wallet-given names keep their own direction inside right-to-left text
   ("9.99 ETH", not "ETH 9.99"). */
.balance, .token-amount, .token-name, .address { unicode-bidi: plaintext; }
.placeholder .item { pointer-events: none; }
.placeholder .logo { box-shadow: none; }
.item.selected { box-shadow: inset 0 0 0 1.5px var(--gw-focus); }
.multi { position: relative; }
.multi .item { padding-inline-end: 150px; }
.chains { border: 0; margin: 0; padding: 0; min-width: 0; position: absolute; inset-inline-end: 10px; top: 50%; transform: translateY(-50%); display: flex; gap: 4px; max-width: 144px; flex-wrap: wrap; justify-content: flex-end; }
.chain { font-size: 0.72em; font-weight: 650; padding: 4px 8px; white-space: nowrap; border-radius: 999px; background: var(--gw-bg-3); color: var(--gw-fg-2); box-shadow: inset 0 0 0 1px var(--gw-border); transition: background-color 120ms, color 120ms; }
.chain:hover { background: color-mix(in srgb, var(--gw-accent) 14%, transparent); color: var(--gw-accent-text); }
.chain.on::before { content: "✓ "; }
.chain.on { background: color-mix(in srgb, var(--gw-success) 16%, transparent); color: var(--gw-success); box-shadow: none; }
.tag {
  flex: none; font-size: 0.72em; font-weight: 650; padding: 3px 8px; border-radius: 999px; letter-spacing: 0.01em;
  background: color-mix(in srgb, var(--gw-accent) 14%, transparent); color: var(--gw-accent-text);
}
.tag.muted { background: var(--gw-bg-3); color: var(--gw-fg-2); }
.tag.success { background: color-mix(in srgb, var(--gw-success) 16%, transparent); color: var(--gw-success); }
.tag.warn { background: color-mix(in srgb, var(--gw-warning) 18%, transparent); color: var(--gw-warning); }

.logo { flex: none; width: 40px; height: 40px; border-radius: 12px; overflow: hidden; background: var(--gw-bg-3); display: grid; place-items: center; box-shadow: inset 0 0 0 1px var(--gw-border); }
.logo img { width: 100%; height: 100%; object-fit: cover; }
.logo.round { border-radius: 999px; }
.logo.small { width: 24px; height: 24px; border-radius: 8px; }
.logo.small.round { border-radius: 999px; }
.logo.large { width: 80px; height: 80px; border-radius: 24px; }
.monogram { width: 100%; height: 100%; display: grid; place-items: center; font-weight: 700; font-size: 0.95em; }
.small .monogram { font-size: 0.65em; }
.large .monogram { font-size: 1.8em; }
.logo svg.glyph { width: 55%; height: 55%; color: var(--gw-fg-2); }

.count { margin-inline-start: auto; font-size: 0.75em; font-weight: 650; color: var(--gw-fg-2); background: var(--gw-bg-3); border-radius: 999px; padding: 3px 8px; }
.grid-logos { display: grid; grid-template-columns: repeat(2, 18px); gap: 2px; padding: 2px; }
.grid-logos span { width: 18px; height: 18px; border-radius: 5px; background: var(--gw-bg); box-shadow: inset 0 0 0 1px var(--gw-border); overflow: hidden; }
.grid-logos img { width: 100%; height: 100%; object-fit: cover; }

.empty { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 6px; padding: 24px 12px; color: var(--gw-fg-2); }
.empty-icon { width: 48px; height: 48px; border-radius: 16px; display: grid; place-items: center; background: var(--gw-bg-2); color: var(--gw-fg-3); margin-bottom: 6px; }
.empty-icon svg { width: 24px; height: 24px; }
.empty strong { color: var(--gw-fg); font-weight: 600; }
.empty p { font-size: 0.88em; max-width: 260px; }
.footnote { margin: 14px 4px 0; text-align: center; font-size: 0.8em; color: var(--gw-fg-3); }

.search { position: relative; margin-bottom: 12px; }
.search svg { position: absolute; inset-inline-start: 12px; top: 50%; width: 18px; height: 18px; margin-top: -9px; color: var(--gw-fg-3); pointer-events: none; }
.search input {
  width: 100%; height: 44px; padding-block: 0; padding-inline: 38px 12px; border-radius: var(--r-item); background: var(--gw-bg-2);
  border: 1px solid var(--gw-border-strong); font-size: 0.95em; transition: border-color 120ms, box-shadow 120ms;
}
.search input::placeholder { color: var(--gw-fg-3); }
.search input:focus-visible { outline: none; border-color: var(--gw-focus); box-shadow: 0 0 0 2px var(--gw-focus), 0 0 0 5px color-mix(in srgb, var(--gw-accent) 25%, transparent); }
/* 4 px of padding all round (undone by the margin) so a focused row's ring is not cut off by the
   list's own edge; the heights grow by the same 8 px, so as many rows show as before. */
.vlist { position: relative; overflow-y: auto; max-height: 368px; min-height: 72px; margin: -4px; padding: 4px; scroll-padding-block: 6px; }
.vlist-spacer { position: relative; width: 100%; }
.vlist-row { position: absolute; inset-inline: 0; height: 64px; padding-bottom: 8px; }

.connecting { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 12px 8px 4px; }
.ring { position: relative; width: 104px; height: 104px; display: grid; place-items: center; margin-bottom: 12px; }
.ring svg.spin { position: absolute; inset: 0; width: 100%; height: 100%; animation: spin 1s linear infinite; color: var(--gw-accent); }
.ring.error svg.spin { animation: none; color: var(--gw-error); }
.ring .badge { position: absolute; inset-inline-end: 6px; bottom: 6px; width: 26px; height: 26px; border-radius: 999px; display: grid; place-items: center; background: var(--gw-error); color: #fff; box-shadow: 0 0 0 3px var(--gw-bg); }
.ring .badge svg { width: 14px; height: 14px; }
.connecting h3 { font-size: 1.05em; font-weight: 650; max-width: 100%; overflow-wrap: anywhere; }
.connecting p { color: var(--gw-fg-2); font-size: 0.9em; max-width: 280px; }
.connecting p.error-text { color: var(--gw-error); }

.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 44px; padding: 0 18px;
  border-radius: 999px; font-weight: 600; font-size: 0.92em; background: var(--gw-accent); color: var(--gw-accent-fg);
  transition: filter 120ms, transform 120ms;
}
.button:hover { filter: brightness(1.08); }
.button:active { transform: scale(0.98); }
.button.secondary { background: var(--gw-bg-2); color: var(--gw-fg); }
.button.secondary:hover { background: var(--gw-bg-3); filter: none; }
.button.full { width: 100%; }
a.button { text-decoration: none; }
.get-wallet .stack { width: 100%; margin-top: 8px; }
.button svg { width: 18px; height: 18px; }
.button.danger { background: var(--gw-bg-2); color: var(--gw-error); }
/* A button that cannot act yet looks it; a busy one keeps its colour and shows its spinner. */
.button:disabled:not([aria-busy="true"]) { background: var(--gw-bg-3); color: var(--gw-fg-2); filter: none; transform: none; }

.account-head { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 2px 0 14px; }
.avatar { width: 72px; height: 72px; border-radius: 999px; overflow: hidden; box-shadow: 0 0 0 4px var(--gw-bg), 0 0 0 5px var(--gw-border); margin-bottom: 6px; }
.avatar svg, .avatar img { width: 100%; height: 100%; display: block; }
.address-row { display: flex; align-items: center; gap: 4px; }
.address { font-size: 1.15em; font-weight: 650; letter-spacing: -0.01em; }
.address-row .icon-button { width: 30px; height: 30px; }
.address-row .icon-button svg { width: 16px; height: 16px; }
.balance { font-size: 0.95em; color: var(--gw-fg-2); font-variant-numeric: tabular-nums; min-height: 1.4em; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.skeleton { display: inline-block; width: 110px; height: 1em; border-radius: 6px; background: linear-gradient(90deg, var(--gw-bg-2), var(--gw-bg-3), var(--gw-bg-2)); background-size: 200% 100%; animation: shimmer 1.2s linear infinite; vertical-align: middle; }
.chip {
  display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 10px 0 4px; border-radius: 999px;
  background: var(--gw-bg-2); font-size: 0.85em; font-weight: 600; margin-top: 4px; transition: background-color 120ms;
}
.chip:hover { background: var(--gw-bg-3); }
.chip svg.chev { width: 14px; height: 14px; color: var(--gw-fg-3); }
.features { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 14px; }
.feature { flex: 1 1 70px; display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 4px; border-radius: var(--r-item); background: var(--gw-bg-2); font-size: 0.82em; font-weight: 600; }
.feature:hover { background: var(--gw-bg-3); }
.feature .dot { width: 32px; height: 32px; border-radius: 999px; display: grid; place-items: center; background: color-mix(in srgb, var(--gw-accent) 14%, transparent); color: var(--gw-accent-text); }
.feature .dot svg, .feature .dot .entry-image { width: 18px; height: 18px; }

.tabs { display: flex; gap: 4px; padding: 4px; border-radius: 999px; background: var(--gw-bg-2); margin-bottom: 10px; }
.tab { flex: 1; height: 34px; border-radius: 999px; font-size: 0.85em; font-weight: 600; color: var(--gw-fg-2); transition: background-color 150ms, color 150ms; }
.tab[aria-selected="true"] { background: var(--gw-bg); color: var(--gw-fg); box-shadow: 0 1px 3px rgba(0,0,0,.12), 0 0 0 1px var(--gw-border); }
.tabpanel { min-height: 120px; }
.token { display: flex; align-items: center; gap: 12px; padding: 8px 8px; border-radius: var(--r-item); }
.token-main { flex: 1; min-width: 0; }
.token-name { display: block; font-weight: 600; font-size: 0.92em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.token-sub { display: block; font-size: 0.8em; color: var(--gw-fg-2); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.token-amount { flex: 0 1 auto; min-width: 0; max-width: 55%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; font-size: 0.92em; font-variant-numeric: tabular-nums; text-align: end; }
.actions { display: flex; flex-direction: column; gap: 8px; margin-top: 14px; }
.link-button { display: inline-flex; align-items: center; gap: 6px; font-size: 0.85em; font-weight: 600; color: var(--gw-fg-2); text-decoration: none; padding: 6px 10px; border-radius: 999px; }
.link-button:hover { color: var(--gw-fg); background: var(--gw-bg-2); }
.link-button svg { width: 14px; height: 14px; }
.row-center { display: flex; justify-content: center; gap: 4px; flex-wrap: wrap; }

.notice { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 4px 8px 16px; }
.notice .empty-icon { background: var(--gw-error-bg); color: var(--gw-error); }
.notice h3 { font-size: 1.05em; font-weight: 650; }
.notice p { color: var(--gw-fg-2); font-size: 0.9em; }
.spinner { width: 28px; height: 28px; animation: spin 0.9s linear infinite; color: var(--gw-accent); }
.center { display: grid; place-items: center; padding: 28px 0; gap: 12px; text-align: center; color: var(--gw-fg-2); font-size: 0.9em; }
.frame-slot { display: block; min-height: 120px; }
::slotted(iframe) { width: 100%; min-height: 420px; border: 0; border-radius: var(--r-item); }

.toasts { position: absolute; top: 10px; inset-inline: 0; display: flex; justify-content: center; pointer-events: none; z-index: 2; }
.toast {
  display: inline-flex; align-items: center; gap: 8px; max-width: calc(100% - 32px); padding: 8px 14px 8px 10px;
  border-radius: 999px; background: var(--gw-bg); box-shadow: var(--gw-shadow), 0 0 0 1px var(--gw-border-strong);
  font-size: 0.85em; font-weight: 600; animation: toast-in 150ms ease-out both; pointer-events: auto;
}
.toast svg { width: 18px; height: 18px; flex: none; }
.toast.success svg { color: var(--gw-success); }
.toast.error svg { color: var(--gw-error); }
.toast.loading svg { color: var(--gw-accent); animation: spin 0.9s linear infinite; }

@keyframes fade-in { from { opacity: 0; } }
@keyframes fade-out { to { opacity: 0; } }
@keyframes card-in { from { opacity: 0; transform: translateY(12px) scale(0.98); } }
@keyframes card-out { to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes sheet-in { from { transform: translateY(100%); } }
@keyframes view-in { from { opacity: 0; transform: translateX(calc(10px * var(--gw-inline, 1))); } }
@keyframes view-back { from { opacity: 0; transform: translateX(calc(-10px * var(--gw-inline, 1))); } }
@keyframes text-in { from { opacity: 0; transform: translateY(-3px); } }
@keyframes toast-in { from { opacity: 0; transform: translateY(-8px) scale(0.96); } }
@keyframes spin { to { transform: rotate(360deg); } }
@keyframes shimmer { to { background-position: -200% 0; } }
@keyframes shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(3px); }
  30%, 50%, 70% { transform: translateX(-6px); } 40%, 60% { transform: translateX(6px); }
}

@media (max-width: 480px) {
  .overlay { align-items: flex-end; padding: 0; }
  .card:not(.embedded) {
    width: 100%; max-height: 100vh; max-height: 100dvh; border-radius: var(--r) var(--r) 0 0;
    animation-name: sheet-in; padding-bottom: env(safe-area-inset-bottom);
  }
  .scroll { max-height: calc(100dvh - 110px); }
  .vlist { max-height: calc(min(480px, calc(100dvh - 200px)) + 8px); }
}
/* Forced colours (Windows high contrast): backgrounds and shadows are dropped, so every control
   gets a system-coloured border, states a Highlight border or mark, and focus a Highlight ring.
   These rules reach plugin views too: they render in this shadow root. */
@media (forced-colors: active) {
  .card { border: 1px solid CanvasText; }
  :focus-visible, .search input:focus-visible, [class*="-box"]:focus-within { outline: 2px solid Highlight; outline-offset: 2px; }
  /* !important: plugin styles often say "border: 0" for their own look. */
  :is(button, select, textarea, input):not(.icon-button, [type="radio"], [type="checkbox"], [class*="-box"] input),
  .item, .chip, .feature, .tab, .chain, .link-button { border: 1px solid ButtonText !important; }
  .tag, .count, .toast, .logo, .empty-icon, .skeleton, .ring .badge, [class*="-box"] { border: 1px solid CanvasText; }
  :is(.item.selected, .tab[aria-selected="true"], .chain.on, [aria-pressed="true"], [aria-checked="true"]) { border: 3px solid Highlight !important; }
  .tab[aria-selected="true"] { text-decoration: underline; text-underline-offset: 3px; }
  :is(button:disabled, [aria-disabled="true"]) { color: GrayText; border-color: GrayText !important; }
  .divider::before, .divider::after { height: 0; border-top: 1px solid CanvasText; }
  ::placeholder { color: GrayText; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition: none !important; }
}
`

/**
 * Monogram colours for wallets and networks without a usable image, each with a letter colour
 * that has 4.5:1 on it (the orange takes dark letters; the others are darkened just enough).
 */
export const monogramCss = [
  ['#3f5efb', '#fff'],
  ['#0f8743', '#fff'],
  ['#d34247', '#fff'],
  ['#f5a524', '#14161a'],
  ['#8e4ec6', '#fff'],
  ['#0078d4', '#fff'],
  ['#d43876', '#fff'],
  ['#0e8476', '#fff'],
]
  .map(
    ([background, letter], index) =>
      `.mono-${index} { background: ${background}; color: ${letter}; }`,
  )
  .join('\n')

export const extraCss = `
.small-spinner { width: 20px; height: 20px; }
.link-chip { text-decoration: none; color: var(--gw-fg-2); padding: 0 12px 0 10px; }
.link-chip:hover { color: var(--gw-fg); }
`
