// The wallet directory: its code and the bundled list (a further lazy chunk) are fetched
// with the modal's code when the browser is idle; it runs with the first wallet list
// (Connect or AllWallets). A hosted directory is asked only then, never before the modal opens.
export { createBundledDirectory } from './createBundledDirectory.js'
export {
  type CreateDirectorySourceParameters,
  createDirectorySource,
  hiddenWalletIds,
  prefetchBundledWallets,
} from './createDirectorySource.js'
export {
  createRemoteDirectory,
  type RemoteDirectoryParameters,
  remoteDirectoryTimeout,
  sdkType,
  sdkVersion,
} from './createRemoteDirectory.js'
export {
  displayWalletName,
  isSameWallet,
  matchInstalled,
  normalizeWalletName,
} from './matchInstalled.js'
export {
  imageTimeout,
  type LoadImage,
  loadImageElement,
  prefetchedImages,
  preloadImage,
} from './preloadImage.js'
export { queryWallets } from './queryWallets.js'
export { safeDeepLink, safeHttpsLink, sanitizeWallet } from './sanitizeWallet.js'
export type { Directory, DirectoryPage, DirectoryQuery } from './types.js'
export { directoryWalletSchema, walletsResponseSchema } from './walletsResponseSchema.js'
