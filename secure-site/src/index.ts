export { loadConfig, parseMasterKey, type SecureSiteConfig } from './config.js'
export { createSecureSite, type SecureSite, type SecureSiteOptions } from './createSecureSite.js'
export { type Database, type DatabaseLimits, openDatabase } from './database.js'
export {
  ApiError,
  ConfigError,
  DatabaseUnavailableError,
  KeyDecryptionError,
  SecureSiteError,
} from './errors.js'
export { isAllowedOrigin } from './isAllowedOrigin.js'
export type { Mail, Mailer } from './mailer.js'
export { type NameServiceConfig, readNameServiceConfig } from './names/readNameServiceConfig.js'
export { rotateMasterKey } from './rotateMasterKey.js'
export { nameRoutes } from './routes/nameRoutes.js'
export {
  entryPoint08Address,
  readSmartAccountNetworks,
  type SmartAccountNetwork,
} from './smart/readSmartAccountNetworks.js'
export {
  readTelegramConfig,
  type TelegramConfig,
  telegramFields,
} from './social/createTelegramClient.js'
export {
  type FarcasterConfig,
  farcasterIdRegistryAddress,
  farcasterRelayUrl,
  readFarcasterConfig,
} from './social/readFarcasterConfig.js'
export {
  readSocialProviders,
  type SocialProviderConfig,
} from './social/readSocialProviders.js'
export { type SocialProviderName, socialProviderNames } from './social/socialProviders.js'
