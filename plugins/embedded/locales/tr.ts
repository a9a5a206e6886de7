import type { EmbeddedMessageKey } from '../views/messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Hesap türü',
  'embedded.smartAccount': 'Akıllı hesap',
  'embedded.smartAccountHint': 'Çağrıları birleştirir, gas ücretini uygulama ödeyebilir',
  'embedded.eoa': 'Anahtar hesabı (EOA)',
  'embedded.eoaHint': 'Buna ihtiyaç duyan uygulamalar için düz anahtar',
  'embedded.balance': 'Bakiye {amount}',
  'embedded.switchFailed': 'Hesap türü değiştirilemedi.',
  'embedded.switched': 'Artık {type} kullanılıyor',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
