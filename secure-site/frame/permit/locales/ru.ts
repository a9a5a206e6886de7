import type { PermitMessageKey } from './en.js'

/** Russian, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} до {amount}',
  permitAllOf: '{spender} все ваши {token}',
  permitNft: '{spender} ваш {token}',
  permitEveryNft: '{spender} каждый ваш NFT {token}',
  permitUntil: '{grant}, до {date}',
  decodedOnly: 'Не смоделировано (эта сеть этого не поддерживает): прочитано из самого запроса',
  allowMore: '{spender} на {amount} больше уже разрешённого',
  unlimitedUntilWarning:
    'Это позволяет {spender} забрать все ваши {symbol} до {date}, если вы не отзовёте разрешение раньше.',
} satisfies Record<PermitMessageKey, string>
