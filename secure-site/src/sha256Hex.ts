import { createHash } from 'node:crypto'

/** SHA-256 of a string, as hex: how tokens and device ids are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
