/**
 * A wallet's `eth_chainId` answer as a chain id, or `undefined` when it is not one. EIP-1193
 * says a hex string; a number or a decimal string is tolerated because some wallets send them.
 * Anything else (`'banana'`, `0x0`, `-1`, `1.5`, a value past 2^53) is not a chain id.
 *
 * @param value - What the wallet answered.
 * @returns A safe integer above 0, or `undefined`.
 * @example
 * parseChainId('0x2105') // 8453
 * parseChainId('banana') // undefined
 */
export function parseChainId(value: unknown): number | undefined {
  let id: number | undefined
  if (typeof value === 'number') id = value
  else if (typeof value === 'string') {
    if (/^0x[0-9a-fA-F]{1,14}$/.test(value)) id = Number.parseInt(value.slice(2), 16)
    else if (/^[1-9][0-9]{0,15}$/.test(value)) id = Number(value)
  }
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
