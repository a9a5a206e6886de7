import type { NamesMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Adını seç',
  'RegisterAccountName.label': 'Ad',
  'RegisterAccountName.hint': 'Adın adresini gösterir. Herkes ona gönderim yapabilir.',
  'RegisterAccountName.rule': 'Harf, rakam veya kısa çizgi kullan, en az 4 karakter',
  'RegisterAccountName.checking': 'Kontrol ediliyor…',
  'RegisterAccountName.available': '{name} kullanılabilir',
  'RegisterAccountName.taken': '{name} zaten alınmış',
  'RegisterAccountName.suggestions': 'Öneriler',
  'RegisterAccountName.register': 'Kaydet',
  'RegisterAccountName.signing': 'Mesajı cüzdanında imzala',
  'RegisterAccountName.notConnected': 'Ad kaydetmek için EVM ağında bir cüzdan bağla.',
  'RegisterAccountName.invalid': 'Geçersiz ad: {reason}',
  'RegisterAccountNameSuccess.title': 'Ad kaydedildi',
  'RegisterAccountNameSuccess.body': '{name} artık adresini gösteriyor.',
  'RegisterAccountNameSuccess.done': 'Hesaba dön',
  'names.errorResolving': 'Ad çözümlenirken hata oluştu',
  'names.errorSuggestions': 'Ad önerileri alınırken hata oluştu',
  'names.errorForAddress': 'Adresin adları alınırken hata oluştu',
  'names.errorRegistering': '{name} adı kaydedilirken hata oluştu',
} satisfies Partial<Record<NamesMessageKey, string>>
