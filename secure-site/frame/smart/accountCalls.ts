// A smart account's call data: the calls it makes, as its execute / executeBatch carries them.
import type { Address, Hex } from 'viem'
import { encodeFunctionData, getAddress } from 'viem/utils'
import { accountAbi } from './accountAbi.js'

/** One call of a batch (EIP-5792 `calls[]`, an eth_sendTransaction). */
export type SmartCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** Encodes the calls as SimpleAccount's execute (one) or executeBatch (several, atomic). */
export function encodeCalls(calls: readonly SmartCall[]): Hex {
  const [only] = calls
  if (calls.length === 1 && only)
    return encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [only.to, only.value ?? 0n, only.data ?? '0x'],
    })
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
  })
}

/**
 * The calls of an account's `execute` / `executeBatch` call data (what `encodeCalls` writes),
 * or `undefined` for any other call data. Read word by word (viem's ABI decoder would add some
 * 3 KiB to the frame page), and only in the one canonical encoding: the calls are encoded again
 * and must give the very same bytes, so no trailing data or odd offsets hide anything.
 */
export function decodeCalls(callData: Hex): SmartCall[] | undefined {
  const body = callData.slice(10).toLowerCase()
  const selector = callData.slice(0, 10).toLowerCase()
  if (!/^[0-9a-f]*$/.test(body) || body.length % 64 !== 0) return undefined
  const word = (index: number) => body.slice(index * 64, index * 64 + 64)
  const number = (index: number) => {
    const value = BigInt(`0x${word(index) || 'x'}`)
    return value < 2n ** 32n ? Number(value) : Number.NaN
  }
  /** The call (address, value, bytes) whose head starts at word `at`, its bytes `offset` words on. */
  const readCall = (at: number): SmartCall => {
    const to = getAddress(`0x${word(at).slice(24)}`)
    const value = BigInt(`0x${word(at + 1)}`)
    const start = at + number(at + 2) / 32
    const length = number(start)
    const data = `0x${body.slice((start + 1) * 64, (start + 1) * 64 + length * 2)}` as Hex
    return { to, value, data }
  }
  let calls: SmartCall[]
  try {
    if (selector === '0xb61d27f6') calls = [readCall(0)]
    else if (selector === '0x34fcd5be') {
      const head = number(0) / 32
      const count = number(head)
      if (!(count <= 1000)) return undefined
      calls = Array.from({ length: count }, (_, index) =>
        readCall(head + 1 + number(head + 1 + index) / 32),
      )
    } else return undefined
    // The one canonical encoding of these calls, or nothing.
    const again =
      selector === '0xb61d27f6'
        ? encodeCalls(calls)
        : encodeFunctionData({
            abi: accountAbi,
            functionName: 'executeBatch',
            args: [
              calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' })),
            ],
          })
    return again.toLowerCase() === callData.toLowerCase() ? calls : undefined
  } catch {
    return undefined
  }
}
