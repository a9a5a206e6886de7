/** `0x1234…abcd`: keeps the prefix and the last characters people check. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}

/** SPEC §5: balances are truncated (not rounded) to `decimals` places, with grouping. */
export function formatAmount(formatted: string, decimals = 3, locale?: string): string {
  const negative = formatted.startsWith('-')
  const [whole = '0', fraction = ''] = formatted.replace(/^-/, '').split('.')
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  let grouped: string
  try {
    grouped = BigInt(whole || '0').toLocaleString(locale ?? 'en-US')
  } catch {
    grouped = whole
  }
  const separator = locale?.startsWith('de') ? ',' : '.'
  return `${negative ? '-' : ''}${grouped}${cut ? separator + cut : ''}`
}

/** SPEC §5: token balances are shown with exactly 2 decimals (`5` → `5.00`), truncated. */
export function formatTokenAmount(formatted: string, locale?: string): string {
  const short = formatAmount(formatted, 2, locale)
  const separator = locale?.startsWith('de') ? ',' : '.'
  const at = short.lastIndexOf(separator)
  const digits = at < 0 ? 0 : short.length - at - 1
  return `${short}${at < 0 ? separator : ''}${'0'.repeat(2 - digits)}`
}

/** A stable 32-bit hash of a string (avatars, colours). */
export function hashString(value: string): number {
  let hash = 2166136261
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}
