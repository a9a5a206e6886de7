// Turns what a request carries into what the visitor reads. Plain functions, no libraries:
// the frame stays small.
import { FrameError } from './frameError.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58ToBytes(value: string): Uint8Array {
  let number = 0n
  for (const char of value) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) throw new FrameError('INVALID_PARAMS', 'not base58')
    number = number * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (number > 0n) {
    bytes.unshift(Number(number % 256n))
    number /= 256n
  }
  for (const char of value) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return new Uint8Array(bytes)
}

export function hexToBytes(hex: string): Uint8Array | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return undefined
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}

/** UTF-8 text when the bytes are readable text, else their hex. */
export function readableMessage(bytes: Uint8Array): string {
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary data
    if (!/[\u0000-\u0008\u000e-\u001f\u007f]/.test(decoded)) return decoded
  } catch {}
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** A decimal amount of `decimals` places, trailing zeros dropped. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

export function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return undefined
  return BigInt(value)
}

/**
 * A token call the approval spells out: what moves or is allowed, in the token's units; or an
 * NFT collection's `setApprovalForAll` (issue 33: warned, as it lets the operator take all).
 */
export type TokenCall =
  | { kind: 'transfer'; recipient: string; amount: bigint }
  | { kind: 'approve'; spender: string; amount: bigint }
  | { kind: 'approveAll'; spender: string }

/**
 * `transfer(to, amount)`, `approve(spender, amount)` or `setApprovalForAll(operator, approved)`
 * from a call's data, else `undefined`.
 */
export function decodeTokenCall(data: string | undefined): TokenCall | undefined {
  if (!data || !/^0x[0-9a-fA-F]{136}$/.test(data)) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  const words = data.slice(10)
  // An address word has 12 zero bytes first; anything else is not this call.
  if (!/^0{24}$/.test(words.slice(0, 24))) return undefined
  const address = `0x${words.slice(24, 64)}`
  const amount = BigInt(`0x${words.slice(64, 128)}`)
  if (selector === '0xa9059cbb') return { kind: 'transfer', recipient: address, amount }
  if (selector === '0x095ea7b3') return { kind: 'approve', spender: address, amount }
  // Only a grant (an ABI bool of exactly 1): a revoke grants nothing and shows as its call.
  if (selector === '0xa22cb465' && amount === 1n) return { kind: 'approveAll', spender: address }
  return undefined
}

/** A call's data: ERC-20 transfer/approve decoded, else its selector and size. */
export function describeCall(data: string | undefined): string | undefined {
  if (!data || data === '0x') return undefined
  const call = decodeTokenCall(data)
  if (call?.kind === 'transfer') return `transfer(${call.recipient}, ${call.amount})`
  if (call?.kind === 'approve') return `approve(${call.spender}, ${call.amount})`
  if (call?.kind === 'approveAll') return `setApprovalForAll(${call.spender}, true)`
  return `${data.slice(0, 10).toLowerCase()} (${(data.length - 2) / 2} bytes)`
}
