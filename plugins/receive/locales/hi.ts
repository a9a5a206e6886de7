import type { ReceiveMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'आपके पते का QR कोड',
  'WalletReceive.address': 'आपका पता',
  'WalletReceive.copy': 'पता कॉपी करें',
  'WalletReceive.copied': 'पता कॉपी हो गया',
  'WalletReceive.copyFailed': 'पता कॉपी नहीं हो सका',
  'WalletReceive.networks': 'नेटवर्क',
  'WalletReceive.hint': 'इस पते पर केवल इन नेटवर्क की एसेट भेजें।',
  'WalletReceive.notConnected': 'अपना पता देखने के लिए वॉलेट कनेक्ट करें।',
} satisfies Partial<Record<ReceiveMessageKey, string>>
