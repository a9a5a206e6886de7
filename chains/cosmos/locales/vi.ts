import type { CosmosMessageKey } from '../messages.js'

/** Vietnamese, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Bạn đã từ chối yêu cầu.',
  'Cosmos.error.wallet': 'Ví không thể hoàn tất yêu cầu.',
  'Cosmos.error.chainNotConfigured': 'Chuỗi này không được hỗ trợ',
  'Cosmos.error.invalidAddress': 'Địa chỉ Cosmos không hợp lệ.',
  'Cosmos.error.broadcast': 'Mạng không chấp nhận giao dịch.',
  'Cosmos.error.insufficientFunds': 'Số dư không đủ',
} satisfies Partial<Record<CosmosMessageKey, string>>
