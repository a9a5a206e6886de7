import type { PolkadotMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Kontostand im Detail',
  'PolkadotBalance.free': 'Frei',
  'PolkadotBalance.reserved': 'Reserviert',
  'PolkadotBalance.frozen': 'Eingefroren',
  'PolkadotBalance.deposit': 'Existenzeinlage',
  'PolkadotBalance.hint':
    'Oben steht, was du senden kannst: eingefrorene und reservierte Mittel und die Existenzeinlage bleiben auf dem Konto.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
