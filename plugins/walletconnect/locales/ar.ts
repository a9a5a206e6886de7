import type { WalletConnectMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'امسح باستخدام {name}',
  'ConnectingWalletConnect.continue': 'تابِع في {name}',
  'ConnectingWalletConnect.hint': 'افتح المحفظة على هاتفك وامسح الرمز للربط.',
  'ConnectingWalletConnect.qr': 'رمز QR لربط {name}',
  'ConnectingWalletConnect.copy': 'نسخ الرابط',
  'ConnectingWalletConnect.copied': 'تم نسخ الرابط',
  'ConnectingWalletConnect.copyFailed': 'تعذّر نسخ الرابط',
  'ConnectingWalletConnect.open': 'فتح {name}',
  'ConnectingWalletConnect.connecting': 'جارٍ الربط…',
  'ConnectingWalletConnect.relayError': 'يتعذّر الوصول إلى WalletConnect',
  'ConnectingWalletConnect.relayHint': 'لم يستجب المُرحِّل. تحقّق من اتصالك وحاول مرة أخرى.',
  'ConnectingWalletConnect.declined': 'رُفض الربط',
  'ConnectingWalletConnect.failed': 'فشل الربط',
  'ConnectingWalletConnect.noChain':
    'لم تشارك المحفظة أيًا من الشبكات التي يستخدمها هذا الموقع. أضف واحدة في المحفظة، أو اربط محفظة أخرى.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
