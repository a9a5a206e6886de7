import type { ConnectorType } from './types.js'

/** Every `ConnectorType`, for the checks of plugins and of stored snapshots. */
export const connectorTypes = [
  'ANNOUNCED',
  'INJECTED',
  'WALLET_CONNECT',
  'AUTH',
  'MULTI_CHAIN',
  'EXTERNAL',
] as const satisfies readonly ConnectorType[]
