import { definePlugin, type Kernel, type Plugin } from 'gangway/kernel'
import { onchain } from './sources/onchain.js'
import type { HistorySettings, HistorySourceDefinition } from './types.js'

/** Options of `history()`. */
export type HistoryOptions = {
  /**
   * Where history comes from, first serving source first. Default: the chain itself
   * (`onchain()`). Falsy entries are ignored (`flag && explorerApi(…)`).
   */
  sources?: readonly (HistorySourceDefinition | false | null | undefined | 0 | '')[] | undefined
  /** Gateway for `ipfs://` NFT metadata and images (default `https://ipfs.io/ipfs/`). */
  ipfsGateway?: string | undefined
  /** How long NFT metadata may take, in ms (default SPEC §9's 10 s HTTP timeout). */
  metadataTimeout?: number | undefined
}

/** The history plugin as `history()` returns it. */
export type HistoryPlugin = Plugin & { name: 'history' }

// One lazy chunk for the three views; and the lazy code reads the settings through
// `kernel.request` rather than importing this module: every module the page's first download
// shares with lazy code costs it an extra chunk under esbuild and Rolldown.
const loadViews = () => import('./views/historyViews.js')
const loadRecorder = () => import('./sentTransactions.js')
const fromViews = (name: 'AccountActivity' | 'AccountNfts' | 'NftDetail') => () =>
  loadViews().then((views) => ({ default: views[name] }))

/**
 * The Account view's Activity and NFTs tabs (SPEC §2, §9): the account's transactions on the
 * connected network, grouped by month, newest first, paged by cursor, with pending ones
 * polled until mined; and its NFTs with a detail view. History comes from the chain itself by
 * default (no server, no key); a host with an indexer adds it as a source. Views and
 * sources load when a tab first opens.
 *
 * @param options - Sources, the IPFS gateway and the metadata timeout.
 * @returns A plugin for `createGangway({ plugins: [history()] })`.
 * @example
 * const gangway = createGangway({
 *   chains: [eip155({ networks: [base] })],
 *   plugins: [history({ sources: [explorerApi({ urls: { 8453: 'https://base.blockscout.com/api' } }), onchain()] })],
 * })
 */
export function history(options: HistoryOptions = {}): HistoryPlugin {
  const given = options.sources?.filter((source): source is HistorySourceDefinition => !!source)
  const settings: HistorySettings = {
    sources: given?.length ? given : [onchain()],
    ipfsGateway: options.ipfsGateway ?? 'https://ipfs.io/ipfs/',
    metadataTimeout: options.metadataTimeout ?? 10_000,
  }
  return definePlugin({
    name: 'history',
    // The Account slots (gangway/ui's `slots`, spelled out: the descriptor imports no UI).
    views: {
      AccountActivity: fromViews('AccountActivity'),
      AccountNfts: fromViews('AccountNfts'),
      NftDetail: fromViews('NftDetail'),
    },
    rpc: { history_settings: async () => settings },
    // The header's title shows before the view's own texts load.
    messages: {
      en: { 'NftDetail.title': 'NFT' },
      // Each locale its own chunk, loaded by the modal for its locale only.
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    setup(kernel: Kernel) {
      // Remembered at once (a reload must not lose a pending transaction); the code that
      // writes it loads on the first send.
      const stop = kernel.bus.on('transactionSent', (sent) => {
        void loadRecorder().then((module) => module.recordSent(kernel, sent))
      })
      return stop
    },
  })
}
