/**
 * The English of the polkadot errors' words for the visitor (each error's `key`): apart from
 * the rest of the catalogue, so the code that throws them carries only these.
 */
export const errorMessages = {
  'Polkadot.error.rejected': 'User rejected the request.',
  'Polkadot.error.wallet': 'The wallet could not complete the request.',
  'Polkadot.error.unsupportedMethod': 'This wallet does not support {method}.',
  'Polkadot.error.chainNotConfigured': 'Chain is not supported',
  'Polkadot.error.invalidAddress': 'Invalid Polkadot address.',
  'Polkadot.error.rpc': 'The network answered with an error.',
  'Polkadot.error.unsupportedRuntime': 'This network cannot send here.',
  'Polkadot.error.insufficientFunds': 'Insufficient funds.',
  'Polkadot.error.existentialDeposit':
    'The account would keep less than its existential deposit of {deposit}: send at most {maximum}.',
  'Polkadot.error.notFinalized': 'The transfer was not finalized.',
  'Polkadot.error.failed': 'The transfer failed: {reason}.',
} as const

export type PolkadotErrorKey = keyof typeof errorMessages
