import type { SessionsMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'सत्र',
  'WalletSessions.heading': 'आपके वॉलेट के साथ सत्र',
  'WalletSessions.notOffered': 'आपका वॉलेट इस नेटवर्क पर सत्र नहीं देता।',
  'WalletSessions.none': 'कोई भी ऐप आपसे पूछे बिना इस खाते के लिए काम नहीं कर सकता।',
  'WalletSessions.failed': 'सत्र पढ़े नहीं जा सके।',
  'WalletSessions.maySend': 'बिना पूछे {address} को {amount} तक भेज सकता है',
  'WalletSessions.mayUse': '{address} के लिए बिना पूछे “{type}” अनुमति का उपयोग कर सकता है',
  'WalletSessions.ends': '{date} को समाप्त',
  'WalletSessions.revoke': 'रद्द करें',
  'WalletSessions.revokeLabel': 'सत्र {number} रद्द करें ({address})',
  'WalletSessions.revoked': '{app} का सत्र समाप्त हो गया',
  'WalletSessions.revokeFailed': 'सत्र रद्द नहीं किया जा सका।',
} satisfies Record<SessionsMessageKey, string>
