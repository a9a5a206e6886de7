import type { PermitMessageKey } from './en.js'

/** Ukrainian, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} до {amount}',
  permitAllOf: '{spender} усі ваші {token}',
  permitNft: '{spender} ваш {token}',
  permitEveryNft: '{spender} кожен ваш NFT {token}',
  permitUntil: '{grant}, до {date}',
  decodedOnly: 'Не змодельовано (ця мережа цього не підтримує): прочитано із самого запиту',
  allowMore: '{spender} на {amount} більше вже дозволеного',
  unlimitedUntilWarning:
    'Це дозволяє {spender} забрати всі ваші {symbol} до {date}, якщо ви не відкличете дозвіл раніше.',
} satisfies Record<PermitMessageKey, string>
