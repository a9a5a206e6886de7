import type { ReceiveMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'QR-code van je adres',
  'WalletReceive.address': 'Je adres',
  'WalletReceive.copy': 'Adres kopiëren',
  'WalletReceive.copied': 'Adres gekopieerd',
  'WalletReceive.copyFailed': 'Het adres kon niet worden gekopieerd',
  'WalletReceive.networks': 'Netwerken',
  'WalletReceive.hint': 'Stuur naar dit adres alleen assets op deze netwerken.',
  'WalletReceive.notConnected': 'Verbind een wallet om je adres te zien.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
