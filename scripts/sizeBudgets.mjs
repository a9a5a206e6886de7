// The size budgets scripts/size.mjs enforces (bytes, gzip, React excluded), each beside the
// issues and measurements that set it; the measuring and the report stay in size.mjs.

export const KiB = 1024
/**
 * Budgets in bytes (gzip): ARCHITECTURE.md "Quality bars" and the issues that set them. An
 * eager figure is the worst bundler's; esbuild's is the largest (it keeps modules a lazy
 * chunk shares with the page in a chunk the page loads), hence `gangway` at 23 KiB worst.
 * ARCHITECTURE's 18 KiB bar for the kernel holds as Rollup (Vite) builds it: see
 * `bundlerBudgets`. About half of it is zod/mini (~6 KiB) and immer (~3.5 KiB), which stay:
 * every plugin factory's options (`parseOptions`) and every stored value are checked with
 * zod/mini, so a host always has it; taking it out of createGangway would only move it to
 * the first plugin's row (as it would parseOptions, ~0.5 KiB: checking createGangway's own
 * options by hand instead moved it and z.optional into every plugin's row and took email()
 * over its 1.5 KiB). What left instead: the field-by-field plugin check runs in development
 * builds only (kernel/createKernel.ts says why).
 */
export const budgets = {
  // createGangway alone, a page with no chain yet: 23 → 27 KiB with issue 35's merged eager
  // chunk (26.39 worst, esbuild; Rollup 23.92, Rolldown 25.25; 22.33 / 18.69 / 20.22 one file
  // per module, same run). The chunk is one module to a host's bundler, so what lazy code (the
  // modal, the plugins' views) imports of it stays on the page's eager path instead of moving
  // to the lazy chunk: the error classes, the theme sheet, the balance hook. A page with a chain
  // pays less than before under three bundlers of four: the host scenarios below hold that.
  // 27 → 25.25 on 2026-11-29 20:08 (25.14 esbuild): gangway/walletconnect out of the shared
  // chunk, and swap's and onramp's descriptors in their own entries' files.
  gangway: 25.25 * KiB,
  // Issue 35's host scenarios, whatever the bundler: `scenarios` below has their goals and each
  // bundler's budget (webpack's included).
  'minimum host': 29.5 * KiB,
  'every-plugin host': 40.25 * KiB,
  'minimum host + ui': 75 * KiB,
  'ui-shell (lazy)': 45 * KiB,
  '+ eip155() over createGangway': 6 * KiB,
  '+ solana() over createGangway': 4 * KiB,
  '+ bip122() over createGangway': 5 * KiB,
  // Issue 37: polkadot() before first use (networks, injectedWeb3 discovery, options): 1.82 KiB
  // worst (2026-11-29 08:20 run). The adapter (SCALE codecs, SS58, blake2/xxhash, the metadata
  // decoder of @polkadot-api/substrate-bindings; 16.94 KiB) loads when a visitor uses a
  // Polkadot wallet. 18.16 KiB on 2026-11-29 11:50 (+1.2 KiB since, lazy, paid only by a visitor
  // with a Polkadot wallet): the existential deposit and frozen/reserved balance, and reading
  // the block's System.Events after finality to report a failed transfer as failed.
  // 18.93 on 2026-11-29 13:50 with the errors' words for the visitor (key, values) and the
  // shipped networks' existential deposits (a first balance read fetches no metadata).
  '+ polkadot() over createGangway': 2 * KiB,
  // 19 → 19.5 KiB (19.20 measured, issue 35): gangway/polkadot/errors is a chunk of its own,
  // loaded with the adapter, not in the shared eager chunk every page loads (polkadot() 2.71 →
  // 1.63 KiB): a Polkadot visitor pays it on use instead of every visitor at first paint.
  'lazy chains/polkadot/createPolkadotAdapter.js': 19.5 * KiB,
  // Issue 37: cosmos() before first use (networks, Keplr discovery); its wallet, LCD and
  // protobuf code load when a visitor picks a Cosmos wallet (0.98 KiB worst, esbuild, on
  // 2026-11-29 13:50, 1.10 before its error classes left the entry; the adapter chunk 8.1 KiB).
  '+ cosmos() over createGangway': 2 * KiB,
  // Issue 37: the chains' error classes, as values a host can instanceof, in entries of their
  // own so polkadot() and cosmos() stay small (esbuild keeps classes an entry reaches): 1.60 and
  // 0.83 KiB worst on 2026-11-29 13:50 (BaseError and formatUnits included).
  'gangway/polkadot/errors (everything)': 2 * KiB,
  'gangway/cosmos/errors (everything)': 1 * KiB,
  // 5.5: one-click sign-in's offer to the connectors (issue 36) costs esbuild 0.35 KiB of
  // chunk glue (Rollup 3.4, Rolldown 4.6); shrinking the eager path is issue 35's.
  '+ siwx() over createGangway': 5.5 * KiB,
  'lazy chains/solana/createSolanaAdapter.js': 40 * KiB,
  '+ send() over createGangway': 1 * KiB,
  '+ receive() over createGangway': 1 * KiB,
  // Issue 36: sessions() before first use (its entry and title; the view loads on use).
  '+ sessions() over createGangway': 1 * KiB,
  // Issue 16: e-mail login adds at most 1.5 KiB before first use, under every bundler (1.24
  // worst, Rolldown; esbuild 1.14, Rollup 0.89; 1.54 before): the embedded wallet's stored
  // last chain is a number, not a z.union, which no first load has and which bundlers put in
  // the zod chunk the host loads eagerly; the frame page < 40 KiB. 1.6 since issue 32's
  // 'Change recovery password' view entry (esbuild 1.51, Rolldown 1.46, Rollup 1.04 on
  // 2026-11-29): a visitor's first load gains about 10 bytes.
  '+ email() over createGangway': 1.6 * KiB,
  // Issue 17: social login adds at most 1.5 KiB before first use, under every bundler (1.28
  // worst, Rolldown; esbuild 1.18, Rollup 0.94, with the smartSessions option): the providers
  // check is a refine (already in the kernel's first load), the view loaders are made from one
  // list of names, the disconnect and result_uri steps share one lazy module (one chunk name,
  // not two), and no lazy embedded code uses z.union (the bundlers put its code in the eager
  // zod chunk: 0.31 KiB of the 1.57 before).
  '+ socials() over createGangway': 1.5 * KiB,
  'secure-site frame page': 40 * KiB,
  // Issue 18: the smart account (user operations, EIP-5792, its approval rows) grows the
  // frame page by at most 25 KiB.
  'frame page: smart-account code': 25 * KiB,
  // Issue 19: swap() adds at most 1 KiB before first use; the view and quote logic, lazy,
  // at most 25 KiB.
  '+ swap() over createGangway': 1 * KiB,
  'lazy plugins/swap/views/Swap.js': 25 * KiB,
  // The on-chain quote chunk calls the public client's own actions, so viem's call and
  // multicall code is not bundled twice (34.7 KiB before, 17.0 now: V2, V3 and ABI encoding).
  // What a swapping visitor really downloads for quotes (on-chain and 0x) is the second
  // figure: the eip155 adapter and its public actions are loaded by the Swap view already.
  'lazy plugins/swap/sources/createOnchainSource.js': 18 * KiB,
  'swap quotes beyond the eip155 adapter': 10 * KiB,
  // Issue 23: the wagmi connector adds at most 2 KiB to a wagmi host.
  '+ gangway/wagmi over @wagmi/core': 2 * KiB,
  // Issue 21: names() adds at most 1 KiB before first use. 0.56 KiB worst (Rollup 0.47,
  // esbuild 0.43, Rolldown 0.56; 1.19/1.42/1.52 before): its lazy views get the reader from
  // the factory instead of importing the descriptor's module, and its lazy code uses no zod
  // feature (z.record, z.literal) the kernel's first load does not already have.
  '+ names() over createGangway': 1 * KiB,
  // Issue 20: history() adds at most 1 KiB before first use; its views and sources are lazy.
  '+ history() over createGangway': 1 * KiB,
  // Issue 22: onramp() adds at most 1 KiB before first use, under every bundler (0.95 worst,
  // Rolldown; esbuild 0.83, Rollup 0.53); the view (14 KiB),
  // the providers' code and the quote logic load with the view.
  '+ onramp() over createGangway': 1 * KiB,
  // Issue 33: nothing of the transaction preview loads before one opens. gangway/preview itself is
  // 0.74 KiB (async functions that import() the toolkit); the EVM toolkit (83.7 KiB measured over
  // the page, not over the eip155 adapter that shares most of viem with it: viem's simulateCalls
  // brings ox's Abi modules) and the facts view (6.9 KiB) load with the first preview. 87.1 KiB
  // since 2026-11-29 (+3.4 KiB, lazy, paid only when a preview opens): reading ERC-4337 user
  // operations and Seaport orders (~1.4 KiB of it), the rest measured over a page whose eip155
  // adapter changed (wallet assets, ERC-7715 permissions), not yet taken apart. 89.15 KiB on
  // 2026-11-29 11:50 (+1.35 KiB, lazy, paid when a preview opens), measured over a page whose
  // kernel and eip155 adapter changed again (one amount parser, sessions, WalletConnect
  // capabilities) and with Swap's approval preview: not yet taken apart either. The next
  // feature here needs a split of this chunk, not a raised budget.
  // Since issue 35 an entry's "everything" row is what all its exports add to a page that has
  // createGangway (the shared eager chunk counted once, as a page has it). gangway/preview's: 1.5
  // KiB (1 KiB for the entry alone before, 0.74 measured): 1.33 under Rollup, 0.24–0.27 under
  // the others, what a host that imports previewRequest pays before any preview.
  'gangway/preview over createGangway (everything)': 1.5 * KiB,
  'lazy plugins/preview/evm.js': 90 * KiB,
  // 8 → 8.5 KiB with issue 35 (8.33 measured, 6.74 one file per module, same run): the view kit
  // (useStyles, Icon) is one chunk of dist/esm, which a host's Rollup splits by the lazy chunks
  // using it, so the facts view's closure holds a kit chunk it shares with the modal's views. Paid
  // when a preview first opens; most of it is on the page already once the modal has opened.
  // 8.5 → 9.25 on 2026-11-29 17:50 (9.13 measured): the kit chunk now also holds gangway/ui's
  // describeError / isUserRejection (issue 37, every view's chain errors), and right-to-left facts
  // isolate their inserted values. Not bisected between the two.
  'lazy ui-shell/preview/PreviewFacts.js': 9.25 * KiB,
}
// Issue 23: each locale's catalogue is its own lazy chunk of at most 2 KiB: the modal's (its
// first screens', and its session views' that load once a wallet is connected), and every
// plugin's (onramp's and swap's are the biggest); a page loads only its locale's.
const locales = ['de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'ar', 'he']
locales.push('hi', 'id', 'ja', 'ko', 'zh-CN', 'zh-TW', 'vi', 'th')
const catalogueFolders = ['ui-shell/i18n/locales', 'ui-shell/i18n/locales/session']
catalogueFolders.push('plugins/onramp/locales', 'plugins/swap/locales')
for (const folder of catalogueFolders)
  for (const locale of locales) budgets[`lazy ${folder}/${locale}.js`] = 2 * KiB
export const localeCatalogue =
  /^lazy (ui-shell\/i18n|plugins\/\w+)\/locales\/(session\/)?[\w-]+\.js$/

/** Budgets for one bundler's figure of an eager row (the row's own budget holds the worst). */
export const bundlerBudgets = {
  // Issue 12: createGangway ≤ 18 KiB gzip, as Rollup (Vite) builds it. NOT met: 18.85; held
  // at 19, then 24 with issue 35's merged eager chunk (23.92; see `gangway` above). 24 → 24.25 on
  // 2026-11-29 17:50 (24.14): Connect rendered ahead with plugin forms (rendersAhead, Http.preload)
  // and the plugin API's object parameters in eager calls; not bisected. 24.25 → 23 on 2026-11-29
  // 20:08 (22.91), as `gangway` above.
  gangway: { rollup: 23 * KiB },
}

/**
 * Issue 35's host scenarios: eager JS (gzip, React excluded) and Gangway's files before the
 * page's first paint, its own entry included, under each bundler (webpack as Next.js splits a
 * page). `goal` is the issue's, printed with NOT MET while a bundler is over it; `budget` is what
 * CI enforces, per bundler: the figure measured on 2026-11-29 rounded up, so it only goes down.
 * One file per module (before the merged chunk, same run) measured the minimum host at Rollup
 * 26.89, Rolldown 29.75, esbuild 31.98, webpack 46.04 KiB in 2 / 17 / 20 / 2 files.
 */
export const scenarios = {
  'minimum host': {
    goal: 22 * KiB,
    // Rollup 29 → 29.25 on 2026-11-29 17:50 (29.07), for the same reasons as `gangway`'s row.
    // webpack 41 → 30 on 2026-11-29 (29.85): measured with Next's SWC minifier (40.38 with esbuild's).
    // 20:08: 27.85 / 28.28 / 29.42 / 28.39 with gangway/walletconnect out of the shared chunk and
    // swap's and onramp's descriptors in their entries' files (`npm run size -- --why` says why).
    budget: { rollup: 28 * KiB, rolldown: 28.5 * KiB, esbuild: 29.5 * KiB, webpack: 28.5 * KiB },
  },
  'every-plugin host': {
    goal: 35 * KiB,
    // webpack 49 → 40.25 on 2026-11-29 (40.06), as above (48.02 with esbuild's minifier); 20:08:
    // 38.88 / 38.69 / 40.07 / 38.81, as above.
    budget: { rollup: 39 * KiB, rolldown: 38.75 * KiB, esbuild: 40.25 * KiB, webpack: 39 * KiB },
  },
}
for (const [name, { budget }] of Object.entries(scenarios))
  bundlerBudgets[name] = { ...budget, ...bundlerBudgets[name] }

/** A budget as written: 1.5 stays 1.5, not 2. */
export const kib = (bytes) => String(Math.round((bytes / KiB) * 100) / 100)

// Issues 15 and 35: how many of Gangway's files a host's page fetches before its first paint,
// its own entry included (React external): each above 1 is a request in a later round, after
// the host's entry. Issue 35's budget, 3 under every bundler, enforced: dist/esm puts the eager
// modules other code shares in one chunk (scripts/eagerChunk.mjs), so the page's entry and that
// chunk are 2 (Rollup, Rolldown); esbuild adds its runtime helpers' chunk, which every chunk
// imports once any lazy one uses a helper (WalletConnect's CommonJS dependencies), and webpack
// (Next's splitChunks) splits the entries' own modules from that chunk. One file per module gave
// esbuild 20 and 46 files, Rolldown 17 and 34.
export const fileBudget = 3
