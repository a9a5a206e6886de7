import { type CaipNetworkId, safeImageUrl, sanitizeText } from 'gangway/kernel'
import type { SendToken, WalletSendData } from './state.js'

const decimal = /^\d{1,78}$/

/**
 * The NFT WalletSend was opened with, as the token the form sends, when every field is sound
 * and it is on `caipNetworkId` (the connection's network); otherwise `undefined`. The data
 * comes from another plugin or the host: its text is cleaned and its image kept only when
 * https or data.
 *
 * @example
 * readWalletSendData(data, 'eip155:1') // { address: '0x…', nft: { tokenId: 7n, … }, … }
 */
export function readWalletSendData(
  data: unknown,
  caipNetworkId: CaipNetworkId | undefined,
): SendToken | undefined {
  const nft = (data as Partial<WalletSendData> | undefined)?.nft
  if (!nft || typeof nft !== 'object' || !caipNetworkId) return undefined
  const { contract, tokenId, standard, balance } = nft
  if (
    nft.caipNetworkId !== caipNetworkId ||
    typeof contract !== 'string' ||
    contract.length > 100 ||
    typeof tokenId !== 'string' ||
    !decimal.test(tokenId) ||
    typeof balance !== 'string' ||
    !decimal.test(balance) ||
    (standard !== 'erc721' && standard !== 'erc1155')
  )
    return undefined
  const id = BigInt(tokenId)
  const value = standard === 'erc721' ? 1n : BigInt(balance)
  const text = (value: unknown, max?: number) =>
    typeof value === 'string' ? sanitizeText(value, max) || undefined : undefined
  const name = text(nft.name, 64) ?? `#${tokenId.length > 12 ? `${tokenId.slice(0, 6)}…` : tokenId}`
  return {
    name: text(nft.collection, 64) ?? name,
    symbol: name,
    caipNetworkId,
    address: contract,
    value,
    decimals: 0,
    formatted: value.toString(),
    iconUrl: safeImageUrl(nft.imageUrl, { allowRelative: false }),
    nft: { tokenId: id, standard },
  }
}
