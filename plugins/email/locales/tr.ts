import type { EmailMessageKey } from '../views/messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'email.label': 'E-posta',
  'email.placeholder': 'E-posta',
  'email.continue': 'E-posta ile devam et',
  'email.invalid': 'Geçerli bir e-posta adresi gir.',
  'email.notHeld':
    'E-posta cüzdanı {chains} için anahtar tutmaz. Bunları kullanmak için başka bir cüzdan bağlayın.',
  'email.sentTo': '{email} adresine gönderdiğimiz kodu gir',
  'email.codeLegend': 'Tek kullanımlık kod',
  'email.digit': 'Rakam {n} / 6',
  'email.codeHint': 'Kodun süresi 10 dakika içinde dolar.',
  'email.resend': 'Kodu yeniden gönder',
  'email.resendIn': '{n} sn sonra kodu yeniden gönder',
  'email.resent': 'Yeni bir kod yolda.',
  'email.verifying': 'Kod kontrol ediliyor…',
  'email.deviceTitle': 'Bu cihazı onayla',
  'email.deviceText':
    '{email} adresine bir bağlantı gönderdik. Bu cihazı onaylamak için aç, sonra buraya dön.',
  'email.deviceWaiting': 'Onay bekleniyor…',
  'email.newEmail': 'Yeni e-posta',
  'email.save': 'Kaydet',
  'email.currentCode': 'Mevcut e-posta adresine ({email}) gönderdiğimiz kodu gir',
  'email.newCode': '{email} adresine gönderdiğimiz kodu gir',
  'email.updated': 'E-posta güncellendi',
  'email.exportIntro':
    '{origin} adresindeki cüzdan hizmeti anahtarlarını şifreli saklar. Dışa aktarma onları kendi güvenli penceresinde gösterir: bu sayfa onları asla görmez.',
  'email.exportIntroShares':
    'Anahtarlarınız bu cihaz ile {origin} adresindeki cüzdan hizmeti arasında bölünmüştür. Dışa aktarma onları kendi güvenli penceresinde yeniden birleştirir: bu sayfa onları asla görmez.',
  'email.exportWarning':
    'Özel anahtarlarına sahip olan, varlıklarını yönetir. Onları asla paylaşma ve hiçbir web sitesine girme.',
  'email.exportSend': '{email} adresine kod gönder',
  'email.exportCode': 'Anahtarlarını görmek için {email} adresine gönderdiğimiz kodu gir',
  'email.exportShown': 'Anahtarların güvenli pencerede gösteriliyor. Bitti veya Escape ile kapat.',
  'email.signOutEverywhere': 'Her yerde oturumu kapat',
  'EmbeddedSignOutEverywhere.title': 'Her yerde oturumu kapat',
  'email.signOutEverywhereIntro':
    'Bu, cüzdanının oturum açtığın her cihazdaki ve tarayıcıdaki oturumlarını, bu da dahil, sonlandırır. Cüzdanı yeniden kullanmak için tekrar oturum aç.',
  'email.signOutEverywhereConfirm': 'Tüm cihazlarda oturumu kapat',
  'email.signedOutEverywhere': 'Tüm cihazlarda oturumun kapatıldı',
  'email.signOutEverywhereFailed': 'Her yerde oturum kapatılamadı. Lütfen tekrar dene.',
  'email.mailUnavailable': 'E-posta şu anda gönderilemedi. Lütfen birazdan tekrar dene.',
  'email.recoveryIntro':
    'Cüzdan anahtarınız bu cihaz ile cüzdan hizmeti arasında bölünmüştür: e-postanız ve geçiş anahtarınız ya da kurtarma parolanızla yeni bir cihazda açılır. Yeni bir geçiş anahtarı ya da kurtarma parolası belirlemek için gönderdiğimiz kodla onaylayın. Eskisi artık çalışmaz.',
  'email.recoveryCode':
    '{email} adresine gönderdiğimiz kodu girin, ardından güvenli pencerede yeni geçiş anahtarını ya da kurtarma parolasını belirleyin',
  'email.recoveryTyping':
    'Güvenli pencerede yeni geçiş anahtarını ya da kurtarma parolasını belirleyin.',
  'email.recoveryChanged': 'Kurtarma yönteminiz değiştirildi',
} satisfies Partial<Record<EmailMessageKey, string>>
