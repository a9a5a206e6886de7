// The history views' rules, adopted into the modal's shadow root (no style attributes).
export const historyCss = /* css */ `
.gw-history { display: flex; flex-direction: column; gap: 8px; }
.gw-history-center { display: grid; place-items: center; padding: 24px; }
.gw-history-month { margin: 6px 8px 2px; font-size: 0.78em; font-weight: 600; color: var(--gw-fg-2); }
.gw-history-list { display: flex; flex-direction: column; gap: 2px; list-style: none; margin: 0; padding: 0; }
.gw-history-row { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: var(--r-item); color: inherit; text-decoration: none; }
a.gw-history-row:hover, a.gw-history-row:focus-visible { background: var(--gw-bg-2); }
a.gw-history-row:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: -2px; }
.gw-history-icon { flex: none; width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; background: var(--gw-bg-2); color: var(--gw-fg-2); }
.gw-history-icon svg { width: 18px; height: 18px; }
.gw-history-in { color: var(--gw-success, #2f9e6b); }
.gw-history-failed, .gw-history-dropped { color: var(--gw-error); }
.gw-history-side { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; max-width: 45%; }
.gw-history-amount { font-weight: 600; font-size: 0.88em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
.gw-history-time { font-size: 0.78em; color: var(--gw-fg-2); white-space: nowrap; }
.gw-history-more { display: flex; align-items: center; justify-content: center; gap: 8px; padding: 12px; font-size: 0.85em; color: var(--gw-fg-2); }
.gw-nfts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; list-style: none; margin: 0; padding: 0; }
.gw-nft { display: flex; flex-direction: column; gap: 6px; width: 100%; padding: 6px; border: 0; border-radius: var(--r-item); background: var(--gw-bg-2); color: inherit; font: inherit; text-align: left; cursor: pointer; }
.gw-nft:hover { background: var(--gw-bg-3); }
.gw-nft:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-nft-image { display: grid; place-items: center; width: 100%; aspect-ratio: 1; border-radius: calc(var(--r-item) - 2px); background: var(--gw-bg-3); color: var(--gw-fg-3); overflow: hidden; }
.gw-nft-image img { width: 100%; height: 100%; object-fit: cover; }
.gw-nft-image svg { width: 28px; height: 28px; }
.gw-nft-name { font-weight: 600; font-size: 0.88em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-nft-collection { font-size: 0.78em; color: var(--gw-fg-2); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-nft-detail { display: flex; flex-direction: column; gap: 12px; }
.gw-nft-detail .gw-nft-image { max-width: 240px; align-self: center; }
.gw-nft-facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; font-size: 0.88em; }
.gw-nft-facts dt { color: var(--gw-fg-2); }
.gw-nft-facts dd { margin: 0; overflow-wrap: anywhere; }
.gw-nft-send { display: flex; flex-direction: column; gap: 8px; }
.gw-nft-send input { width: 100%; box-sizing: border-box; padding: 10px 12px; border-radius: var(--r-item); border: 1px solid var(--gw-border-strong); background: var(--gw-bg); color: var(--gw-fg); font: inherit; }
.gw-nft-error { color: var(--gw-error); font-size: 0.85em; }
`
