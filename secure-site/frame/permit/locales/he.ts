import type { PermitMessageKey } from './en.js'

/** Hebrew, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} עד {amount}',
  permitAllOf: '{spender} את כל ה־{token} שלך',
  permitNft: '{spender} את {token} שלך',
  permitEveryNft: '{spender} כל NFT של {token} שבבעלותך',
  permitUntil: '{grant}, עד {date}',
  decodedOnly: 'לא הודמה (הרשת הזו אינה מציעה זאת): נקרא מהבקשה עצמה',
  allowMore: '{spender} {amount} יותר ממה שכבר הותר',
  unlimitedUntilWarning:
    'זה מאפשר ל־{spender} לקחת את כל ה־{symbol} שלך עד {date}, אלא אם תבטל זאת קודם.',
} satisfies Record<PermitMessageKey, string>
