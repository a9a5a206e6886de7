import type { ReceiveMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'رمز QR لعنوانك',
  'WalletReceive.address': 'عنوانك',
  'WalletReceive.copy': 'نسخ العنوان',
  'WalletReceive.copied': 'تم نسخ العنوان',
  'WalletReceive.copyFailed': 'تعذّر نسخ العنوان',
  'WalletReceive.networks': 'الشبكات',
  'WalletReceive.hint': 'أرسِل إلى هذا العنوان الأصول الموجودة على هذه الشبكات فقط.',
  'WalletReceive.notConnected': 'اربط محفظة لترى عنوانك.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
