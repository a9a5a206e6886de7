import type { MailCatalogue } from '../mailCatalogue.js'

export const tr: MailCatalogue = {
  purposes: {
    login: 'giriş',
    'update-primary': 'e-posta değişikliği',
    'update-secondary': 'yeni e-posta onay',
    export: 'anahtar dışa aktarma',
    recovery: 'kurtarma parolası değişikliği',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${appName} ${purpose} kodunuz: ${code}`,
    text: `${appName} ${purpose} kodunuz: ${code}\n\nKodun süresi 10 dakika içinde dolar. Bu kodu siz istemediyseniz bu e-postayı yok sayın.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${appName} anahtar dışa aktarma kodunuz: ${code}`,
    text: `${appName} anahtar dışa aktarma kodunuz: ${code}\n\nÖzel anahtarlarınıza sahip olan, paranızı kontrol eder. Bu kodu yalnızca dışa aktarmayı siz istediyseniz girin. Kodun süresi 10 dakika içinde dolar.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code}, yeni bir cihaz için ${appName} giriş kodunuzdur`,
    text: `Yeni bir cihaz ${appName} hizmetine ${email} olarak giriş yapmak istedi.\n\nBu sizseniz, bu kodu o cihaza girin: ${code}\n\nKodun süresi 10 dakika içinde dolar. Siz değilseniz bu e-postayı yok sayın ve kodu kimseye vermeyin: kod olmadan kimse giriş yapamaz.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Adresinizle ${appName} girişleri duraklatıldı`,
    text: `${email} için çok fazla yanlış giriş kodu girildi. Güvenliğiniz için ${appName}, önümüzdeki ${hours} saat boyunca bu adresle giriş kabul etmeyecek.\n\nBu sizseniz, bu süreden sonra yeniden deneyin. Siz değilseniz, biri bir kodu tahmin etmeye çalıştı: kimse giriş yapamadı. Size gönderdiğimiz kodları asla kimseye vermeyin.\n`,
  }),
}
