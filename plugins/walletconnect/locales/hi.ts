import type { WalletConnectMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': '{name} से स्कैन करें',
  'ConnectingWalletConnect.continue': '{name} में जारी रखें',
  'ConnectingWalletConnect.hint': 'अपने फ़ोन पर वॉलेट खोलें और कनेक्ट करने के लिए कोड स्कैन करें।',
  'ConnectingWalletConnect.qr': '{name} कनेक्ट करने का QR कोड',
  'ConnectingWalletConnect.copy': 'लिंक कॉपी करें',
  'ConnectingWalletConnect.copied': 'लिंक कॉपी हो गया',
  'ConnectingWalletConnect.copyFailed': 'लिंक कॉपी नहीं हो सका',
  'ConnectingWalletConnect.open': '{name} खोलें',
  'ConnectingWalletConnect.connecting': 'कनेक्ट हो रहा है…',
  'ConnectingWalletConnect.relayError': 'WalletConnect तक नहीं पहुँच सके',
  'ConnectingWalletConnect.relayHint': 'रिले ने जवाब नहीं दिया। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'ConnectingWalletConnect.declined': 'कनेक्शन अस्वीकार किया गया',
  'ConnectingWalletConnect.failed': 'कनेक्शन विफल रहा',
  'ConnectingWalletConnect.noChain':
    'वॉलेट ने इस साइट के किसी भी नेटवर्क को साझा नहीं किया। वॉलेट में एक नेटवर्क जोड़ें, या कोई दूसरा वॉलेट कनेक्ट करें।',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
