import type { PermitMessageKey } from './en.js'

/** Indonesian, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} hingga {amount}',
  permitAllOf: '{spender} seluruh {token} Anda',
  permitNft: '{spender} {token} Anda',
  permitEveryNft: '{spender} setiap NFT {token} yang Anda miliki',
  permitUntil: '{grant}, hingga {date}',
  decodedOnly:
    'Tidak disimulasikan (jaringan ini tidak menyediakannya): dibaca dari permintaan itu sendiri',
  allowMore: '{spender} {amount} lebih dari yang sudah diizinkan',
  unlimitedUntilWarning:
    'Ini memungkinkan {spender} mengambil seluruh {symbol} Anda hingga {date}, kecuali Anda mencabutnya lebih dulu.',
} satisfies Record<PermitMessageKey, string>
