import type { PermitMessageKey } from './en.js'

/** Thai, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} ได้สูงสุด {amount}',
  permitAllOf: '{spender} ได้ {token} ทั้งหมดของคุณ',
  permitNft: '{spender} ได้ {token} ของคุณ',
  permitEveryNft: '{spender} ได้ NFT {token} ทุกชิ้นที่คุณมี',
  permitUntil: '{grant} จนถึง {date}',
  decodedOnly: 'ไม่ได้จำลอง (เครือข่ายนี้ไม่รองรับ): อ่านจากคำขอโดยตรง',
  allowMore: '{spender} เพิ่มอีก {amount} จากที่อนุญาตไว้แล้ว',
  unlimitedUntilWarning:
    'การนี้ทำให้ {spender} นำ {symbol} ทั้งหมดของคุณไปได้จนถึง {date} เว้นแต่คุณจะเพิกถอนก่อน',
} satisfies Record<PermitMessageKey, string>
