import type { WalletConnectMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': '{name} ile tara',
  'ConnectingWalletConnect.continue': '{name} içinde devam et',
  'ConnectingWalletConnect.hint': 'Telefonundaki cüzdanı aç ve bağlanmak için kodu tara.',
  'ConnectingWalletConnect.qr': '{name} bağlantısı için QR kodu',
  'ConnectingWalletConnect.copy': 'Bağlantıyı kopyala',
  'ConnectingWalletConnect.copied': 'Bağlantı kopyalandı',
  'ConnectingWalletConnect.copyFailed': 'Bağlantı kopyalanamadı',
  'ConnectingWalletConnect.open': '{name} uygulamasını aç',
  'ConnectingWalletConnect.connecting': 'Bağlanıyor…',
  'ConnectingWalletConnect.relayError': 'WalletConnect’e ulaşılamıyor',
  'ConnectingWalletConnect.relayHint':
    'Aktarıcı yanıt vermedi. Bağlantını kontrol edip tekrar dene.',
  'ConnectingWalletConnect.declined': 'Bağlantı reddedildi',
  'ConnectingWalletConnect.failed': 'Bağlantı başarısız',
  'ConnectingWalletConnect.noChain':
    'Cüzdan, bu sitenin kullandığı ağların hiçbirini paylaşmadı. Cüzdanda bir ağ ekleyin veya başka bir cüzdan bağlayın.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
