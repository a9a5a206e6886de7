// The history plugin's views in one lazy chunk (they load together: Account shows both tabs).
export { default as AccountActivity } from './AccountActivity.js'
export { default as AccountNfts } from './AccountNfts.js'
export { default as NftDetail } from './NftDetail.js'
