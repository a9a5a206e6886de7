import type { CustodyMessageKey } from './en.js'

/** Turkish: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Cüzdanınızı güvenceye alın',
  migrateBody:
    'Bu site artık cüzdan anahtarınızı saklamıyor: anahtar bu cihaz, site ve burada belirlediğiniz kurtarma parolası arasında bölünür. Aynı adres, aynı bakiye.',
  migrateAction: 'Cüzdanımı güvenceye al',
  passkeySetTitle: 'Cüzdanınızı koruyun',
  passkeySetBody: 'Bir geçiş anahtarı ve e-postanızla bu cüzdanı yeni bir cihazda açarsınız.',
  passkeyCreate: 'Geçiş anahtarı oluştur',
  passkeyOrPassword: 'Ya da bir kurtarma parolası belirleyin',
  migratePasskeyBody:
    'Bu site artık cüzdan anahtarınızı saklamıyor: anahtar bu cihaz, site ve burada belirlediğiniz geçiş anahtarı (ya da kurtarma parolası) arasında bölünür. Aynı adres, aynı bakiye.',
  passkeyOfferHint: 'Hatırlanacak parola yok: geçiş anahtarı cüzdanı yeni bir cihazda açar.',
  passkeyTitle: 'Cüzdanınızı geçiş anahtarınızla açın',
  passkeyBody:
    'Bu cihazda henüz cüzdanınızın bir parçası yok: geçiş anahtarınız onu burada açar, ardından bu cihaz kendi parçasını saklar.',
  passkeyAction: 'Geçiş anahtarını kullan',
  passkeyNoPrf:
    'Bu geçiş anahtarı cüzdanınızı koruyamaz: PRF uzantısını desteklemiyor. Bunun yerine bir kurtarma parolası belirleyin.',
  passkeyFailed: 'Geçiş anahtarı yanıt vermedi. Yeniden deneyin veya iptal edin.',
  passkeyUnusable:
    'Bu geçiş anahtarı bu cüzdanı açmıyor. Onun için oluşturduğunuz geçiş anahtarını kullanın.',
  passkeyWrong: 'Bu geçiş anahtarı bu cüzdanı açmıyor. Kalan deneme: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
