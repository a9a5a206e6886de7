import type { PolkadotMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Bakiye ayrıntıları',
  'PolkadotBalance.free': 'Serbest',
  'PolkadotBalance.reserved': 'Rezerve',
  'PolkadotBalance.frozen': 'Dondurulmuş',
  'PolkadotBalance.deposit': 'Varoluş depozitosu',
  'PolkadotBalance.hint':
    'Yukarıdaki bakiye gönderebileceğiniz tutardır: dondurulmuş ve rezerve edilmiş fonlar ile varoluş depozitosu hesapta kalır.',
  'Polkadot.error.rejected': 'İsteği reddettin.',
  'Polkadot.error.wallet': 'Cüzdan isteği tamamlayamadı.',
  'Polkadot.error.unsupportedMethod': 'Bu cüzdan {method} desteklemiyor.',
  'Polkadot.error.chainNotConfigured': 'Bu zincir desteklenmiyor',
  'Polkadot.error.invalidAddress': 'Geçersiz Polkadot adresi.',
  'Polkadot.error.rpc': 'Ağ bir hatayla yanıt verdi.',
  'Polkadot.error.unsupportedRuntime': 'Bu ağ buradan gönderim yapamaz.',
  'Polkadot.error.insufficientFunds': 'Yetersiz bakiye.',
  'Polkadot.error.existentialDeposit':
    'Hesapta {deposit} tutarındaki varoluş depozitosundan azı kalır: en fazla {maximum} gönder.',
  'Polkadot.error.notFinalized': 'Transfer kesinleşmedi.',
  'Polkadot.error.failed': 'Transfer başarısız oldu: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
