import { type PreviewAssetFlag, sanitizeText } from 'gangway/kernel'
import {
  type Address,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToString,
  size,
} from 'viem'
import { call } from 'viem/actions'
import { assetReadsAbi, multicall3Abi, multicall3Address } from './abis.js'
import { maxDecimals } from './maxDecimals.js'

/** What the chain says about a token contract, made safe to show. */
export type AssetInfo = {
  symbol?: string | undefined
  name?: string | undefined
  decimals?: number | undefined
  totalSupply?: bigint | undefined
  /** `supportsInterface` says ERC-721 or ERC-1155. */
  standard?: 'erc721' | 'erc1155' | undefined
  flags: readonly PreviewAssetFlag[]
}

const reads = [
  { functionName: 'symbol' },
  { functionName: 'name' },
  { functionName: 'decimals' },
  { functionName: 'totalSupply' },
  { functionName: 'supportsInterface', args: ['0x80ac58cd'] },
  { functionName: 'supportsInterface', args: ['0xd9b67a26'] },
] as const

type Result = { success: boolean; returnData: Hex }

/**
 * Reads each token's symbol, name, decimals, total supply and NFT interfaces from the chain
 * in one Multicall3 round trip (one call per read where Multicall3 is absent), never from a
 * request. Hostile answers stay inert: text is sanitised (markup, control and direction
 * characters removed, length capped) and flagged, a reverting `symbol()` or an absurd
 * `decimals()` is flagged and left out.
 *
 * @param client - A viem client of the request's network (the host's own RPC).
 * @param parameters - The token addresses.
 * @returns The info per address, keyed in lower case.
 * @example
 * const assets = await readAssets(client, { addresses: [usdc] })
 * assets.get(usdc.toLowerCase()) // { symbol: 'USDC', name: 'USD Coin', decimals: 6, flags: [] }
 */
export async function readAssets(
  client: Client,
  parameters: { addresses: readonly Address[] },
): Promise<Map<string, AssetInfo>> {
  const addresses = [...new Set(parameters.addresses.map((a) => a.toLowerCase() as Address))]
  const found = new Map<string, AssetInfo>()
  if (addresses.length === 0) return found
  const calls = addresses.flatMap((target) =>
    reads.map((read) => ({
      target,
      allowFailure: true,
      callData: encodeFunctionData({ abi: assetReadsAbi, ...read } as Parameters<
        typeof encodeFunctionData<typeof assetReadsAbi>
      >[0]),
    })),
  )
  const results = await aggregate(client, calls)
  addresses.forEach((address, index) => {
    found.set(address, toInfo(results.slice(index * reads.length, (index + 1) * reads.length)))
  })
  return found
}

/**
 * Runs `calls` in one Multicall3 `aggregate3` (each call one by one where Multicall3 is
 * absent or fails): every read of a preview costs one round trip.
 */
export async function aggregate(
  client: Client,
  calls: readonly { target: Address; allowFailure: boolean; callData: Hex }[],
): Promise<Result[]> {
  try {
    const { data } = await call(client, {
      to: multicall3Address,
      data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] }),
    })
    if (data && data !== '0x')
      return [...decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data })]
  } catch {
    // No Multicall3 on this chain (or it failed): read one by one.
  }
  return Promise.all(
    calls.map(({ target, callData }) =>
      call(client, { to: target, data: callData }).then(
        ({ data }) => ({ success: true, returnData: data ?? '0x' }),
        () => ({ success: false, returnData: '0x' as Hex }),
      ),
    ),
  )
}

function toInfo(results: readonly Result[]): AssetInfo {
  const [symbolResult, nameResult, decimalsResult, supplyResult, is721, is1155] = results
  const flags: PreviewAssetFlag[] = []
  const symbol = readText(symbolResult, 16)
  const name = readText(nameResult, 40)
  if (symbol.value === undefined) flags.push('symbolUnreadable')
  if (symbol.altered || name.altered) flags.push('symbolAltered')
  const rawDecimals = readUint(decimalsResult, 'decimals')
  let decimals: number | undefined
  if (rawDecimals === undefined) flags.push('decimalsUnreadable')
  else if (rawDecimals > BigInt(maxDecimals)) flags.push('decimalsAbsurd')
  else decimals = Number(rawDecimals)
  const standard = readBool(is721) ? 'erc721' : readBool(is1155) ? 'erc1155' : undefined
  return {
    symbol: symbol.value,
    name: name.value,
    decimals,
    totalSupply: readUint(supplyResult, 'totalSupply'),
    standard,
    // An NFT has no decimals: their absence is no problem there.
    flags: standard ? flags.filter((flag) => flag !== 'decimalsUnreadable') : flags,
  }
}

/** Characters that make text look like markup: removed, so nothing reads as HTML even in a log. */
const markup = /[<>"'`]/g

function readText(
  result: Result | undefined,
  maxLength: number,
): { value?: string; altered: boolean } {
  if (!result?.success || result.returnData === '0x') return { altered: false }
  let text: string | undefined
  try {
    text = decodeFunctionResult({
      abi: assetReadsAbi,
      functionName: 'symbol',
      data: result.returnData,
    })
  } catch {
    // Some old tokens (MKR) answer a bytes32.
    if (size(result.returnData) === 32) text = hexToString(result.returnData).replace(/\0+$/, '')
  }
  if (text === undefined) return { altered: false }
  const clean = sanitizeText(text.replace(markup, ''), maxLength)
  if (!clean) return { altered: text.length > 0 }
  return { value: clean, altered: clean !== text }
}

function readUint(
  result: Result | undefined,
  functionName: 'decimals' | 'totalSupply',
): bigint | undefined {
  if (!result?.success || size(result.returnData) !== 32) return undefined
  try {
    return decodeFunctionResult({ abi: assetReadsAbi, functionName, data: result.returnData })
  } catch {
    return undefined
  }
}

function readBool(result: Result | undefined): boolean {
  if (!result?.success || size(result.returnData) !== 32) return false
  // `true` is exactly 1: anything else (a fallback answering garbage) is not a yes.
  return BigInt(result.returnData) === 1n
}
