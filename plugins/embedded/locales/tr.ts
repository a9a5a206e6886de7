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
  'embedded.sessions': 'Uygulama oturumları',
  'embedded.sessionsNone': 'Hiçbir uygulama sana sormadan bu hesap adına işlem yapamaz.',
  'embedded.sessionsFailed': 'Oturumlar okunamadı.',
  'embedded.sessionUnknownApp': 'Bir uygulama (başka yerde izin verildi)',
  'embedded.sessionMayCall': '{address} üzerinde {call} çağrısını sormadan yapabilir',
  'embedded.sessionMaySend': '{address} adresine sormadan {amount} tutarına kadar gönderebilir',
  'embedded.sessionSpendLimit': '{amount} tutarına kadar harcayabilir',
  'embedded.sessionSpent': 'Şimdiye kadar harcanan: {amount}',
  'embedded.sessionEnds': 'Bitiş: {date}',
  'embedded.sessionRevoke': 'İptal et',
  'embedded.sessionRevokeLabel': '{app} oturumunu iptal et',
  'embedded.sessionRevoked': '{app} oturumu sona erdi',
  'embedded.sessionRevokeFailed': 'Oturum iptal edilemedi.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Geçersiz uygulama yapılandırması',
  'embedded.alertNetworkError': 'Ağ hatası – yerleşik cüzdan yüklenemedi',
  'embedded.alertTimedOut': 'Yerleşik cüzdan isteği zaman aşımına uğradı',
  'embedded.alertSessionExpired': 'Oturumun süresi doldu',
  'embedded.alertLoadFailed': 'E-posta ile giriş yüklenemedi',
  'embedded.storageBlocked':
    'Tarayıcınız bu sayfada cüzdanın depolamasını engelliyor, bu yüzden oturumunuz saklanamıyor. Yeniden başlayın ve cüzdan sorduğunda “Depolamaya izin ver”i seçin ya da tarayıcı ayarlarından bu site için üçüncü taraf çerezlerine izin verin.',
  'embedded.recoveryMethod': 'Kurtarma yöntemini değiştir',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
