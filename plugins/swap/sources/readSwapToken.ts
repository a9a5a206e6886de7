import { sanitizeText } from 'gangway/kernel'
import { getAddress, isAddress, type PublicClient } from 'viem'
import * as z from 'zod/mini'
import { SwapInvalidQuoteError } from '../errors.js'
import type { SwapToken } from '../types.js'
import { erc20Abi } from './abis.js'
import { tokenDecimals, tokenName, tokenSymbol } from './schemas.js'

/** Multicall3's address on every chain it is deployed to. */
const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Reads a pasted ERC-20's name, symbol and decimals (one multicall) and marks it unverified.
 *
 * @throws SwapInvalidQuoteError when the address is not an ERC-20 with sane metadata.
 */
export async function readSwapToken(client: PublicClient, address: string): Promise<SwapToken> {
  if (!isAddress(address, { strict: false }))
    throw new SwapInvalidQuoteError(`Not an address: ${address}`)
  const token = getAddress(address)
  const [name, symbol, decimals] = await client
    .multicall({
      allowFailure: false,
      multicallAddress: client.chain?.contracts?.multicall3?.address ?? multicall3,
      contracts: [
        { address: token, abi: erc20Abi, functionName: 'name' },
        { address: token, abi: erc20Abi, functionName: 'symbol' },
        { address: token, abi: erc20Abi, functionName: 'decimals' },
      ],
    })
    .catch((error: unknown) => {
      throw new SwapInvalidQuoteError(`${token} is not an ERC-20 token`, { cause: error })
    })
  const parsed = z
    .object({
      name: tokenName,
      symbol: tokenSymbol,
      decimals: tokenDecimals,
    })
    .safeParse({ name, symbol, decimals })
  if (!parsed.success) throw new SwapInvalidQuoteError(`${token} has unusable token metadata`)
  return {
    address: token,
    name: sanitizeText(parsed.data.name),
    symbol: sanitizeText(parsed.data.symbol),
    decimals: parsed.data.decimals,
    verified: false,
  }
}
