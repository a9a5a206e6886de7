import { isAddress } from '@solana/kit'

/**
 * SPEC §5: a Solana address has 32 to 44 base58 characters and decodes to 32 bytes.
 *
 * @param address - The text to check.
 * @returns `true` when valid.
 * @example
 * validateAddress('11111111111111111111111111111111') // true
 * validateAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // false
 */
export function validateAddress(address: string): boolean {
  return typeof address === 'string' && isAddress(address)
}
