import { sanitizeText } from 'gangway/kernel'
import { BaseError, decodeErrorResult, type Hex, size, slice } from 'viem'

/**
 * The reason a call reverts, as people can read it: `Error(string)`'s message, a `Panic`
 * code, a custom error's selector, or the node's own words, from revert data or a viem error.
 * Sanitised (a contract writes it), at most 200 characters; `undefined` when there is none.
 *
 * @param failure - The revert data (`0x…`) or the error a call threw.
 * @returns The reason, or `undefined`.
 * @example
 * readRevertReason('0x08c379a0…') // 'ERC20: transfer amount exceeds balance'
 */
export function readRevertReason(failure: Hex | unknown): string | undefined {
  if (typeof failure === 'string' && failure.startsWith('0x')) return fromData(failure as Hex)
  if (!(failure instanceof Error)) return undefined
  let data: Hex | undefined
  let message: string | undefined
  if (failure instanceof BaseError)
    failure.walk((cause) => {
      const candidate = (cause as { data?: unknown }).data
      if (!data && typeof candidate === 'string' && candidate.startsWith('0x'))
        data = candidate as Hex
      const reason = (cause as { reason?: unknown }).reason
      if (!message && typeof reason === 'string') message = reason
      return false
    })
  const reason = message ?? (data ? fromData(data) : undefined)
  if (reason) return reason
  const details =
    failure instanceof BaseError ? failure.details || failure.shortMessage : failure.message
  return clean(details.replace(/^execution reverted:?\s*/i, '')) || undefined
}

function fromData(data: Hex): string | undefined {
  if (data === '0x' || size(data) < 4) return undefined
  try {
    const decoded = decodeErrorResult({ abi: [], data })
    if (decoded.errorName === 'Error') return clean(String(decoded.args?.[0] ?? ''))
    if (decoded.errorName === 'Panic') return `Panic(${String(decoded.args?.[0] ?? '')})`
  } catch {
    // A custom error this preview has no ABI for: its selector is all there is.
  }
  return `custom error ${slice(data, 0, 4)}`
}

const clean = (text: string) => sanitizeText(text, 200)
