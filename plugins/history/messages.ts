import type { PluginMessages } from 'gangway/ui'

export const en = {
  'AccountActivity.failed': 'Failed to fetch transactions',
  'AccountActivity.retry': 'Try again',
  'AccountActivity.loadingMore': 'Loading more transactions',
  'AccountActivity.list': 'Transactions',
  'AccountActivity.sent': 'Sent',
  'AccountActivity.received': 'Received',
  'AccountActivity.self': 'Sent to self',
  'AccountActivity.contract': 'Contract call',
  'AccountActivity.minted': 'Minted',
  'AccountActivity.pending': 'Pending',
  'AccountActivity.failedTx': 'Failed',
  'AccountActivity.replaced': 'Replaced',
  'AccountActivity.dropped': 'Dropped',
  'AccountActivity.to': 'To {who}',
  'AccountActivity.from': 'From {who}',
  'AccountActivity.andMore': '+{count} more',
  'AccountActivity.explorer': 'View on explorer',
  'AccountNfts.list': 'NFTs',
  'AccountNfts.failed': 'Failed to load NFTs',
  'AccountNfts.unnamed': '#{id}',
  'NftDetail.title': 'NFT',
  'NftDetail.collection': 'Collection',
  'NftDetail.tokenId': 'Token ID',
  'NftDetail.standard': 'Standard',
  'NftDetail.balance': 'Amount',
  'NftDetail.send': 'Send',
  'NftDetail.noImage': 'No image',
} as const

export type HistoryMessageKey = keyof typeof en

/** The plugin's texts, shipped in its lazy view chunks. */
export const historyMessages: PluginMessages<HistoryMessageKey> = {
  en,
}
