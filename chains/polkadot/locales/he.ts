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
} satisfies Partial<Record<PolkadotMessageKey, string>>
