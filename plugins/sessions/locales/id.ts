import type { SessionsMessageKey } from '../messages.js'

/** Indonesian, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sesi',
  'WalletSessions.heading': 'Sesi dengan dompet Anda',
  'WalletSessions.notOffered': 'Dompet Anda tidak memberikan sesi di jaringan ini.',
  'WalletSessions.none':
    'Tidak ada aplikasi yang dapat bertindak untuk akun ini tanpa bertanya kepada Anda.',
  'WalletSessions.failed': 'Sesi tidak dapat dibaca.',
  'WalletSessions.maySend': 'Boleh mengirim hingga {amount} ke {address} tanpa bertanya',
  'WalletSessions.mayUse': 'Dapat memakai izin “{type}” untuk {address} tanpa bertanya',
  'WalletSessions.ends': 'Berakhir {date}',
  'WalletSessions.revoke': 'Cabut',
  'WalletSessions.revokeLabel': 'Cabut sesi {number} ({address})',
  'WalletSessions.revoked': 'Sesi {app} telah berakhir',
  'WalletSessions.revokeFailed': 'Sesi tidak dapat dicabut.',
} satisfies Record<SessionsMessageKey, string>
