import { definePlugin, type Kernel, type Plugin } from 'gangway/kernel'
import { onchain } from './sources/onchain.js'
import type { HistorySourceDefinition } from './types.js'

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

/** What the lazily loaded views and services read of the host's options. */
export type HistorySettings = {
  sources: readonly HistorySourceDefinition[]
  ipfsGateway: string
  metadataTimeout: number
}

// Per instance, in a WeakMap rather than the kernel's perInstance, so the descriptor shares
// no module with the lazy views (a shared module becomes an extra chunk on the first load).
const settingsByKernel = new WeakMap<Kernel, HistorySettings>()

/** The settings the instance's history plugin was given (for the lazy views). */
export function getHistorySettings(kernel: Kernel): HistorySettings | undefined {
  return settingsByKernel.get(kernel)
}

// The Account slots (gangway/ui's `slots`, spelled out: the descriptor imports no UI).
const loadActivity = () => import('./views/AccountActivity.js')
const loadNfts = () => import('./views/AccountNfts.js')
const loadNftDetail = () => import('./views/NftDetail.js')
const loadRecorder = () => import('./sentTransactions.js')

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
 *   plugins: [history({ sources: [explorerApi({ url: 'https://base.blockscout.com/api' }), onchain()] })],
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
    views: { AccountActivity: loadActivity, AccountNfts: loadNfts, NftDetail: loadNftDetail },
    // The header's title shows before the view's own texts load.
    messages: { en: { 'NftDetail.title': 'NFT' } },
    setup(kernel: Kernel) {
      settingsByKernel.set(kernel, settings)
      // Remembered at once (a reload must not lose a pending transaction); the code that
      // writes it loads on the first send.
      const stop = kernel.bus.on('transactionSent', (sent) => {
        void loadRecorder().then((module) => module.recordSent(kernel, sent))
      })
      return () => {
        stop()
        settingsByKernel.delete(kernel)
      }
    },
  })
}
