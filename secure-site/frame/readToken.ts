// A token's symbol and decimals, read from the chain through the operator's RPC (issue 31):
// the approval never takes them from the request or the host.
import { hexToBytes } from './decode.js'
import { jsonRpc } from './smart/jsonRpc.js'
import { withTimeout } from './withTimeout.js'

/** What the approval needs to spell out a token amount. */
export type TokenFacts = { symbol: string; decimals: number }

/** How long the approval waits for the chain before it shows the smallest unit instead. */
export const tokenReadTimeoutMs = 3_000

const symbolSelector = '0x95d89b41'
const decimalsSelector = '0x313ce567'

/**
 * A symbol as the visitor may read it: letters, digits, marks, currency and other signs,
 * `.`, `_`, `-`, `+` and spaces; at most 16 characters. Control, format (bidirectional
 * overrides) and other invisible characters are dropped: a token names itself.
 */
export function cleanSymbol(value: string): string | undefined {
  const kept = [...value.replace(/[^\p{L}\p{M}\p{N}\p{Sc}\p{So} ._+-]/gu, '').trim()].slice(0, 16)
  return kept.length > 0 ? kept.join('') : undefined
}

/** `symbol()`'s answer: an ABI string, or a bytes32 (older tokens such as MKR). */
export function decodeSymbol(hex: string): string | undefined {
  const bytes = hexToBytes(hex)
  if (!bytes) return undefined
  const word = (index: number) => bytes.slice(index * 32, index * 32 + 32)
  const wordNumber = (index: number) =>
    word(index).reduce((total, byte) => total * 256n + BigInt(byte), 0n)
  let raw: Uint8Array | undefined
  if (bytes.length === 32) {
    const end = bytes.indexOf(0)
    raw = bytes.slice(0, end < 0 ? 32 : end)
  } else if (bytes.length >= 64 && bytes.length % 32 === 0) {
    const offset = wordNumber(0)
    if (offset % 32n !== 0n || offset + 32n > BigInt(bytes.length)) return undefined
    const start = Number(offset)
    const length = wordNumber(start / 32)
    if (BigInt(start) + 32n + length > BigInt(bytes.length)) return undefined
    raw = bytes.slice(start + 32, start + 32 + Number(length))
  }
  if (!raw) return undefined
  try {
    return cleanSymbol(new TextDecoder('utf-8', { fatal: true }).decode(raw))
  } catch {
    return undefined
  }
}

/** `decimals()`'s answer: one word, at most 36 (no real token has more). */
export function decodeDecimals(hex: string): number | undefined {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) return undefined
  const value = BigInt(hex)
  return value <= 36n ? Number(value) : undefined
}

/**
 * Reads `token`'s symbol and decimals through `rpcUrl`. `undefined` when the chain does not
 * answer in {@link tokenReadTimeoutMs}, answers an error, or answers something that is not
 * a symbol and decimals: the approval then shows the smallest unit and the token's address.
 *
 * @example
 * const facts = await readToken('https://rpc.example', '0xA0b8…eB48') // { symbol: 'USDC', decimals: 6 }
 */
export async function readToken(rpcUrl: string, token: string): Promise<TokenFacts | undefined> {
  const call = (data: string) =>
    jsonRpc<unknown>(rpcUrl, { method: 'eth_call', params: [{ to: token, data }, 'latest'] })
  const read = Promise.all([call(symbolSelector), call(decimalsSelector)]).then(
    ([symbol, decimals]) => {
      if (typeof symbol !== 'string' || typeof decimals !== 'string') return undefined
      const facts = { symbol: decodeSymbol(symbol), decimals: decodeDecimals(decimals) }
      return facts.symbol !== undefined && facts.decimals !== undefined
        ? { symbol: facts.symbol, decimals: facts.decimals }
        : undefined
    },
    () => undefined,
  )
  return withTimeout(read, tokenReadTimeoutMs)
}
