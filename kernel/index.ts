export { afterNextPaint, type PaintTimers } from './afterNextPaint.js'
export type { Analytics } from './analytics.js'
export type { Bus } from './bus.js'
export type { CachedRead, CachedReadParameters } from './cachedRead.js'
export { caches, portfolioCodec } from './caches.js'
export {
  isCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
} from './caip.js'
export type { Chains } from './chains.js'
export type { GangwayOptions, ResolvedOptions } from './config.js'
export type {
  ConnectAuthentication,
  ConnectAuthenticationRequest,
  ConnectAuthenticator,
} from './connectAuthenticator.js'
export type {
  ConnectionKey,
  Connections,
  UpdateConnectionParameters,
} from './connections.js'
export type { ConnectorKey, Connectors } from './connectors.js'
export { type CookieStorageParameters, cookieStorage } from './cookieStorage.js'
export {
  type CookieToInitialStateParameters,
  cookieToInitialState,
} from './cookieToInitialState.js'
export { type CreateKernelParameters, createKernel, type KernelInstance } from './createKernel.js'
export {
  type ChainAdapterParts,
  type ChainContext,
  type ChainPlugin,
  type CompleteAdapter,
  type DefineChainParameters,
  defineChain,
} from './defineChain.js'
export { type DefinedPlugin, definePlugin, type PluginDefinition } from './definePlugin.js'
export { defineSlice } from './defineSlice.js'
export type { DisconnectHook } from './disconnectHooks.js'
export { entryIcons } from './entryIcons.js'
export { sleep } from './environment.js'
export { BaseError, type BaseErrorParameters, getShortMessage } from './errors/base.js'
export { InvalidCaipError } from './errors/caip.js'
export {
  BalanceUnavailableError,
  ConnectAttemptSupersededError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  DisconnectError,
  InvalidWalletDataError,
  NetworkNotFoundError,
} from './errors/connection.js'
export { HttpRequestError, TimeoutError, ValidationError } from './errors/http.js'
export { ChainAdapterNotFoundError, InvalidOptionsError, PluginError } from './errors/plugin.js'
export { RequestRejectedError } from './errors/request.js'
export { MethodNotSupportedError } from './errors/rpc.js'
export { InvalidAmountError } from './errors/units.js'
export type { Http, HttpRequestParameters } from './http.js'
export type {
  ConnectionSnapshot,
  GangwayInitialState,
} from './initialState.js'
export type { Logger } from './logger.js'
export type {
  CloseGuard,
  InitialViewRule,
  Modal,
  OpenOptions,
  UiLoader,
} from './modal.js'
export {
  type LookupAddressParameters,
  type LookupAddressResult,
  nameMethods,
  type ResolveNameParameters,
  type ResolveNameResult,
} from './nameMethods.js'
export type { Networks } from './networks.js'
export { perNetwork, stringMatching, wholeNumber } from './optionSchemas.js'
export {
  type OptionFields,
  type OptionFieldsOutput,
  type ParseOptionFieldsParameters,
  type ParseOptionsParameters,
  parseOptionFields,
  parseOptions,
} from './parseOptions.js'
export { perInstance } from './perInstance.js'
export {
  type ChainPreviewParameters,
  type PluginPreviewWarning,
  type PreviewAction,
  type PreviewApproval,
  type PreviewAsset,
  type PreviewAssetFlag,
  type PreviewChange,
  type PreviewCheckParameters,
  type PreviewRequestParameters,
  type PreviewTarget,
  type PreviewWarning,
  previewRequest,
  type TransactionPreview,
} from './previewRequest.js'
export { quoteUntrusted } from './quoteUntrusted.js'
export type { Registry } from './registry.js'
export {
  type ApprovalAmount,
  type ApprovalRequest,
  requestApproval,
} from './requestApproval.js'
export type { Router } from './router.js'
export { safeImageUrl, safeLinkUrl } from './safeUrls.js'
export { sanitizeText } from './sanitizeText.js'
export { sdkType, sdkVersion } from './sdk.js'
export {
  type CacheDefinition,
  defineCache,
  defineStorageKey,
  type GangwayStorage,
  type SchemaSource,
  type StorageKey,
} from './storage.js'
export { storageKeys } from './storageKeys.js'
export type {
  GangwayStore,
  NamespaceConnectionState,
  NamespaceNetworkState,
  State,
  Store,
  ToastState,
  TransactionAction,
  ViewEntry,
} from './store.js'
export type { ShowToastParameters, Toasts, ToastText } from './toasts.js'
export type * from './types.js'
export { formatUnits, parseUnits } from './units.js'
export type { WaitMap } from './waitMap.js'
