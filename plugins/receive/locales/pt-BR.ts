import type { ReceiveMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'QR code do seu endereço',
  'WalletReceive.address': 'Seu endereço',
  'WalletReceive.copy': 'Copiar endereço',
  'WalletReceive.copied': 'Endereço copiado',
  'WalletReceive.copyFailed': 'Não foi possível copiar o endereço',
  'WalletReceive.networks': 'Redes',
  'WalletReceive.hint': 'Envie para este endereço apenas ativos nestas redes.',
  'WalletReceive.notConnected': 'Conecte uma carteira para ver seu endereço.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
