import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a client is counted under by the per-IP limits: an IPv4 address as it is, an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as its IPv4, any other IPv6 address as its
 * /64 — one subscriber's network, whose hosts may take any of its 2^64 addresses, so counting
 * single addresses would not limit anyone. What is no IP address (`unknown`) stays as it is.
 *
 * @param ip - The client's address as `readClientIp` reads it.
 * @returns The bucket key, e.g. `203.0.113.7` or `2001:db8:0:1::/64`.
 * @example
 * toClientIpKey('2001:DB8:0:1:abcd::9') // '2001:db8:0:1::/64'
 * toClientIpKey('::ffff:cb00:7107') // '203.0.113.7'
 */
export function toClientIpKey(ip: string): string {
  // A zone (`fe80::1%eth0`) names the receiver's interface, not the client.
  const address = ip.replace(/%.*$/, '')
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return ip
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (`isIPv6`), a dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []
  const [head, tail] = text.split('::')
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}
