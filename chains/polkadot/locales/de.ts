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
  'Polkadot.error.rejected': 'Die Anfrage wurde abgelehnt.',
  'Polkadot.error.wallet': 'Die Wallet konnte die Anfrage nicht ausführen.',
  'Polkadot.error.unsupportedMethod': 'Diese Wallet unterstützt {method} nicht.',
  'Polkadot.error.chainNotConfigured': 'Chain wird nicht unterstützt',
  'Polkadot.error.invalidAddress': 'Ungültige Polkadot-Adresse.',
  'Polkadot.error.rpc': 'Das Netzwerk hat mit einem Fehler geantwortet.',
  'Polkadot.error.unsupportedRuntime': 'Dieses Netzwerk kann hier nicht senden.',
  'Polkadot.error.insufficientFunds': 'Guthaben reicht nicht aus.',
  'Polkadot.error.existentialDeposit':
    'Es bliebe weniger als die Existenzeinlage von {deposit}: sende höchstens {maximum}.',
  'Polkadot.error.notFinalized': 'Die Überweisung wurde nicht finalisiert.',
  'Polkadot.error.failed': 'Die Überweisung ist fehlgeschlagen: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
