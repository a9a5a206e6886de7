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
  'Polkadot.error.rejected': 'La demande a été refusée.',
  'Polkadot.error.wallet': 'Le wallet n’a pas pu traiter la demande.',
  'Polkadot.error.unsupportedMethod': 'Ce wallet ne prend pas en charge {method}.',
  'Polkadot.error.chainNotConfigured': 'Cette chaîne n’est pas prise en charge',
  'Polkadot.error.invalidAddress': 'Adresse Polkadot invalide.',
  'Polkadot.error.rpc': 'Le réseau a répondu par une erreur.',
  'Polkadot.error.unsupportedRuntime': 'Ce réseau ne permet pas d’envoyer ici.',
  'Polkadot.error.insufficientFunds': 'Fonds insuffisants.',
  'Polkadot.error.existentialDeposit':
    'Il resterait moins que le dépôt existentiel de {deposit} : envoyez au plus {maximum}.',
  'Polkadot.error.notFinalized': 'Le transfert n’a pas été finalisé.',
  'Polkadot.error.failed': 'Le transfert a échoué : {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
