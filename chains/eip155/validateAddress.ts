import { getAddress } from 'viem'

const addressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * SPEC §5: an EVM address has 40 hex digits with an optional 0x prefix; a mixed-case one
 * must carry a valid EIP-55 checksum.
 *
 * @param address - The text to check.
 * @returns `true` when valid.
 * @example
 * validateAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true (no checksum to check)
 * validateAddress('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false (bad checksum)
 */
export function validateAddress(address: string): boolean {
  if (!addressPattern.test(address)) return false
  const body = address.replace(/^0x/, '')
  const letters = body.replace(/[0-9]/g, '')
  if (letters === letters.toLowerCase() || letters === letters.toUpperCase()) return true
  return getAddress(`0x${body.toLowerCase()}`) === `0x${body}`
}
