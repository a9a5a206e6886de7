import type { PermitMessageKey } from './en.js'

/** Vietnamese, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} tối đa {amount}',
  permitAllOf: '{spender} toàn bộ {token} của bạn',
  permitNft: '{spender} {token} của bạn',
  permitEveryNft: '{spender} mọi NFT {token} bạn sở hữu',
  permitUntil: '{grant}, đến {date}',
  decodedOnly: 'Chưa mô phỏng (mạng này không hỗ trợ): đọc từ chính yêu cầu',
  allowMore: '{spender} thêm {amount} so với mức đã cho phép',
  unlimitedUntilWarning:
    'Điều này cho phép {spender} lấy toàn bộ {symbol} của bạn đến {date}, trừ khi bạn thu hồi trước.',
} satisfies Record<PermitMessageKey, string>
