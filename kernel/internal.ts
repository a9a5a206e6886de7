// The kernel's private module: `#kernel/internal` (package.json `imports`). The kernel's own
// modules that load lazily (connecting, analytics, HTTP, chain adapters) import through here,
// never a file directly: with every lazy module reaching the eager kernel through one module, a
// host's bundler keeps the eager kernel in one chunk (it splits by the set of chunks that reach
// each module): this module re-exports the entry, so every lazy chunk reaches the same eager
// modules. What this adds to the entry (`gangway/kernel`) is internal, not part of the plugin
// API: the modal (ui-shell) imports it as `#kernel/internal`, which resolves only inside this package (a `#` import resolves against the
// importer's own package.json, so a host cannot reach it), and tests import it by path.
// `publicApi.test.ts` fails when the entry exports a name only the package itself uses: it
// belongs here.

export type { AnalyticsBody } from './analytics.js'
export { assertConnectResult } from './assertConnectResult.js'
export { createCachedRead, failedReadRetryGap } from './cachedRead.js'
export type { CachedBalance } from './caches.js'
export { isCaipAddress, isNamespace } from './caip.js'
export {
  maxRecentWallets,
  pushRecent,
  restoreTimeout,
  sessionRestoreTimeout,
} from './connections.js'
export {
  type ConnectorGroup,
  connectorOrder,
  getConnectorGroup,
  isWalletRow,
  orderConnectors,
} from './connectors.js'
export { defaultCookieName } from './cookieStorage.js'
export { httpDefaults } from './http.js'
export * from './index.js'
export {
  buildInitialStateSchema,
  buildSnapshotSchema,
  initialStateSchema,
  snapshotSchema,
} from './initialState.js'
export {
  connectorsOf,
  isSameWalletConnector,
  type MultiChainConnector,
  mergeConnectors,
} from './mergeConnectors.js'
export { shakeDuration } from './modal.js'
export { namespacePattern } from './namespacePattern.js'
export { unknownPreview } from './previewRequest.js'
export type { ApproveTransactionData } from './requestApproval.js'
export { createMemoryBackend, startKeys } from './storage.js'
export { toastSwapDelay } from './toasts.js'
export { trackPendingRequest } from './trackPendingRequest.js'
export { unknownNetwork } from './unknownNetwork.js'
export { createWaitMap } from './waitMap.js'
