/**
 * The polkadot chain's messages: its Account balance detail, and its errors' words for the
 * visitor (each error's `key`; Send shows them translated). The modal's catalogue wins when it
 * has a key; the other locales load from `locales/` with the modal's locale.
 */
import { errorMessages } from './errorMessages.js'

export const en = {
  'PolkadotBalance.label': 'Balance details',
  'PolkadotBalance.free': 'Free',
  'PolkadotBalance.reserved': 'Reserved',
  'PolkadotBalance.frozen': 'Frozen',
  'PolkadotBalance.deposit': 'Existential deposit',
  'PolkadotBalance.hint':
    'The balance above is what you can send: frozen and reserved funds and the existential deposit stay in the account.',
  ...errorMessages,
} as const

export type PolkadotMessageKey = keyof typeof en

export const polkadotMessages = { en } as const
