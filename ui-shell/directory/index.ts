// The wallet directory: loaded with the first wallet list (Connect or AllWallets), never
// before the modal opens. The bundled list is a further lazy chunk.
export { createBundledDirectory } from './createBundledDirectory.js'
export {
  type CreateDirectorySourceParameters,
  createDirectorySource,
  hiddenWalletIds,
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
