import type { CosmosMessageKey } from '../messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'הבקשה נדחתה.',
  'Cosmos.error.wallet': 'הארנק לא הצליח להשלים את הבקשה.',
  'Cosmos.error.chainNotConfigured': 'הרשת אינה נתמכת',
  'Cosmos.error.invalidAddress': 'כתובת Cosmos לא תקינה.',
  'Cosmos.error.broadcast': 'הרשת לא קיבלה את העסקה.',
  'Cosmos.error.insufficientFunds': 'היתרה לא מספיקה',
} satisfies Partial<Record<CosmosMessageKey, string>>
