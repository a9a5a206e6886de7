import type { PolkadotMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Détail du solde',
  'PolkadotBalance.free': 'Disponible',
  'PolkadotBalance.reserved': 'Réservé',
  'PolkadotBalance.frozen': 'Gelé',
  'PolkadotBalance.deposit': 'Dépôt existentiel',
  'PolkadotBalance.hint':
    'Le solde ci-dessus est ce que vous pouvez envoyer : les fonds gelés et réservés et le dépôt existentiel restent sur le compte.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
