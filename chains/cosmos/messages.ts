/**
 * The cosmos chain's messages: its errors' words for the visitor (each error's `key`; Send shows
 * them translated). The other locales load from `locales/` with the modal's locale.
 */
export const en = {
  'Cosmos.error.rejected': 'User rejected the request.',
  'Cosmos.error.wallet': 'The wallet could not complete the request.',
  'Cosmos.error.chainNotConfigured': 'Chain is not supported',
  'Cosmos.error.invalidAddress': 'Invalid Cosmos address.',
  'Cosmos.error.broadcast': 'The network did not accept the transaction.',
  'Cosmos.error.insufficientFunds': 'Insufficient balance',
} as const

export type CosmosMessageKey = keyof typeof en

export const cosmosMessages = { en } as const
