import { sanitizeText } from 'gangway/kernel'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToString,
  parseAbi,
} from 'viem'
import type { HistoryTransfer } from '../types.js'
import type { RpcClient } from './rpcSchemas.js'

/** The token reads the history makes: ERC-20 metadata, ERC-721 and ERC-1155 ownership and URIs. */
export const tokenAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function ownerOf(uint256 id) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
])

/** A contract's name, symbol and (fungible) decimals, as far as it answers them. */
export type TokenInfo = {
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number
}

/** Contract reads that never reject (a failed or malformed answer is `0x`), and token infos. */
export type TokenReader = {
  call(client: RpcClient, parameters: { to: string; data: Hex }): Promise<Hex>
  /** name/symbol/decimals of a contract, read once per reader (concurrent: one batch). */
  tokenInfo(
    client: RpcClient,
    parameters: { token: string; kind: HistoryTransfer['kind'] },
  ): Promise<TokenInfo>
}

/** A string a token contract answered: an ABI string, or the old bytes32 form, as text. */
function readText(data: Hex | undefined, functionName: 'name' | 'symbol'): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    return decodeFunctionResult({ abi: tokenAbi, functionName, data })
  } catch {
    try {
      return data.length === 66 ? hexToString(data, { size: 32 }).replace(/\0+$/, '') : undefined
    } catch {
      return undefined
    }
  }
}

/** A token reader with its own cache of token infos. */
export function createTokenReader(): TokenReader {
  const tokens = new Map<string, Promise<TokenInfo>>()

  const call = (client: RpcClient, { to, data }: { to: string; data: Hex }) =>
    client.request({ method: 'eth_call', params: [{ to: to as Address, data }, 'latest'] }).then(
      (result) => (typeof result === 'string' && /^0x[0-9a-f]*$/i.test(result) ? result : '0x'),
      () => '0x' as Hex,
    ) as Promise<Hex>

  const tokenInfo = (
    client: RpcClient,
    { token, kind }: { token: string; kind: HistoryTransfer['kind'] },
  ) => {
    let info = tokens.get(token)
    if (!info) {
      const encode = (functionName: 'name' | 'symbol' | 'decimals') =>
        encodeFunctionData({ abi: tokenAbi, functionName })
      info = Promise.all([
        call(client, { to: token, data: encode('name') }),
        call(client, { to: token, data: encode('symbol') }),
        kind === 'fungible'
          ? call(client, { to: token, data: encode('decimals') })
          : Promise.resolve('0x' as Hex),
      ]).then(([name, symbol, decimals]) => {
        let parsed: number | undefined
        try {
          if (decimals !== '0x')
            parsed = decodeFunctionResult({
              abi: tokenAbi,
              functionName: 'decimals',
              data: decimals,
            })
        } catch {}
        return {
          name: sanitizeText(readText(name, 'name')) || undefined,
          symbol: sanitizeText(readText(symbol, 'symbol'), 16) || undefined,
          ...(parsed !== undefined && parsed <= 36 ? { decimals: parsed } : {}),
        }
      })
      tokens.set(token, info)
    }
    return info
  }

  return { call, tokenInfo }
}
