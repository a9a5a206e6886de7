import type { PermitMessageKey } from './en.js'

/** Arabic, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} حتى {amount}',
  permitAllOf: '{spender} كل ما لديك من {token}',
  permitNft: '{spender} ‏{token} الخاص بك',
  permitEveryNft: '{spender} كل رمز NFT من {token} تملكه',
  permitUntil: '{grant}، حتى {date}',
  decodedOnly: 'لم تتم المحاكاة (هذه الشبكة لا توفرها): مقروء من الطلب نفسه',
  allowMore: '{spender} {amount} إضافية فوق المسموح به حاليًا',
  unlimitedUntilWarning:
    'يتيح هذا لـ {spender} أخذ كل ما لديك من {symbol} حتى {date}، ما لم تلغِه قبل ذلك.',
} satisfies Record<PermitMessageKey, string>
