import type { PolkadotMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'פירוט היתרה',
  'PolkadotBalance.free': 'פנוי',
  'PolkadotBalance.reserved': 'שמור',
  'PolkadotBalance.frozen': 'מוקפא',
  'PolkadotBalance.deposit': 'הפקדה קיומית',
  'PolkadotBalance.hint':
    'היתרה שלמעלה היא מה שאפשר לשלוח: כספים מוקפאים ושמורים וההפקדה הקיומית נשארים בחשבון.',
  'Polkadot.error.rejected': 'הבקשה נדחתה.',
  'Polkadot.error.wallet': 'הארנק לא הצליח להשלים את הבקשה.',
  'Polkadot.error.unsupportedMethod': 'הארנק הזה לא תומך ב-{method}.',
  'Polkadot.error.chainNotConfigured': 'הרשת אינה נתמכת',
  'Polkadot.error.invalidAddress': 'כתובת Polkadot לא תקינה.',
  'Polkadot.error.rpc': 'הרשת השיבה בשגיאה.',
  'Polkadot.error.unsupportedRuntime': 'אי אפשר לשלוח מהרשת הזו כאן.',
  'Polkadot.error.insufficientFunds': 'אין מספיק כסף.',
  'Polkadot.error.existentialDeposit':
    'בחשבון יישאר פחות מההפקדה הקיומית של {deposit}: שלחו לכל היותר {maximum}.',
  'Polkadot.error.notFinalized': 'ההעברה לא הושלמה סופית.',
  'Polkadot.error.failed': 'ההעברה נכשלה: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
