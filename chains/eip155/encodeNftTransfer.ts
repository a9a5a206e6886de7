import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'

const nftAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
])

/**
 * The calldata that moves an NFT: ERC-721 `safeTransferFrom(from, to, id)`, or ERC-1155
 * `safeTransferFrom(from, to, id, amount, "")`.
 *
 * @example
 * encodeNftTransfer({ from, to, amount: 1n, nft: { tokenId: 7n, standard: 'erc721' } })
 */
export function encodeNftTransfer(parameters: {
  from: string
  to: string
  amount: bigint
  nft: { tokenId: bigint; standard: 'erc721' | 'erc1155' }
}): Hex {
  const { from, to, amount, nft } = parameters
  return nft.standard === 'erc721'
    ? encodeFunctionData({
        abi: nftAbi,
        functionName: 'safeTransferFrom',
        args: [from as Address, to as Address, nft.tokenId],
      })
    : encodeFunctionData({
        abi: nftAbi,
        functionName: 'safeTransferFrom',
        args: [from as Address, to as Address, nft.tokenId, amount, '0x'],
      })
}
