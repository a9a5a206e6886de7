import type { EmbeddedMessageKey } from '../views/messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'סוג חשבון',
  'embedded.smartAccount': 'חשבון חכם',
  'embedded.smartAccountHint': 'מאחד קריאות, והאפליקציה יכולה לשלם את הגז',
  'embedded.eoa': 'חשבון מפתח (EOA)',
  'embedded.eoaHint': 'המפתח הפשוט, לאפליקציות שצריכות אותו',
  'embedded.balance': 'יתרה {amount}',
  'embedded.switchFailed': 'לא ניתן לשנות את סוג החשבון.',
  'embedded.switched': 'עכשיו בשימוש: {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
