import type { PolkadotMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Saldodetails',
  'PolkadotBalance.free': 'Vrij',
  'PolkadotBalance.reserved': 'Gereserveerd',
  'PolkadotBalance.frozen': 'Bevroren',
  'PolkadotBalance.deposit': 'Existentiële storting',
  'PolkadotBalance.hint':
    'Het saldo hierboven is wat je kunt versturen: bevroren en gereserveerde tegoeden en de existentiële storting blijven op de rekening.',
  'Polkadot.error.rejected': 'Je hebt het verzoek geweigerd.',
  'Polkadot.error.wallet': 'De wallet kon het verzoek niet uitvoeren.',
  'Polkadot.error.unsupportedMethod': 'Deze wallet ondersteunt {method} niet.',
  'Polkadot.error.chainNotConfigured': 'Deze chain wordt niet ondersteund',
  'Polkadot.error.invalidAddress': 'Ongeldig Polkadot-adres.',
  'Polkadot.error.rpc': 'Het netwerk antwoordde met een fout.',
  'Polkadot.error.unsupportedRuntime': 'Dit netwerk kan hier niet versturen.',
  'Polkadot.error.insufficientFunds': 'Onvoldoende saldo.',
  'Polkadot.error.existentialDeposit':
    'Er zou minder overblijven dan de existentiële storting van {deposit}: verstuur hoogstens {maximum}.',
  'Polkadot.error.notFinalized': 'De overboeking is niet gefinaliseerd.',
  'Polkadot.error.failed': 'De overboeking is mislukt: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
