import type { SiwxMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Giriş yap',
  'SIWXSignMessage.heading': '{name} cüzdanına bağlanmak istiyor',
  'SIWXSignMessage.text':
    'Bu cüzdanın sana ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzala.',
  'SIWXSignMessage.requiredText':
    'Bu cüzdanın sana ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzala. İptal edersen bağlantın kesilir.',
  'SIWXSignMessage.account': 'Hesap {address}',
  'SIWXSignMessage.sign': 'İmzala',
  'SIWXSignMessage.cancel': 'İptal',
  'SIWXSignMessage.authenticating': 'Kimlik doğrulanıyor…',
  'SIWXSignMessage.declined': 'İmza reddedildi',
  'SIWXSignMessage.declinedBecause': 'İmza reddedildi: {reason}',
  'SIWXSignMessage.smartAccount': 'Bu uygulama akıllı hesapları desteklemeyebilir',
  'SIWXSignMessage.initFailed': 'Kimlik doğrulama başlatılırken bir sorun oluştu',
  'ConnectingSiwe.verifying': 'Cüzdanınız girişi imzaladı. İmza kontrol ediliyor…',
  'ConnectingSiwe.retry': 'Tekrar dene',
} satisfies Partial<Record<SiwxMessageKey, string>>
