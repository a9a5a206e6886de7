/**
 * The polkadot chain's messages: its Account balance detail, and its errors' words for the
 * visitor (each error's `key`; Send shows them translated). The modal's catalogue wins when it
 * has a key; the other locales load from `locales/` with the modal's locale.
 */
export const en = {
  'PolkadotBalance.label': 'Balance details',
  'PolkadotBalance.free': 'Free',
  'PolkadotBalance.reserved': 'Reserved',
  'PolkadotBalance.frozen': 'Frozen',
  'PolkadotBalance.deposit': 'Existential deposit',
  'PolkadotBalance.hint':
    'The balance above is what you can send: frozen and reserved funds and the existential deposit stay in the account.',
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

export type PolkadotMessageKey = keyof typeof en

export const polkadotMessages = { en } as const
