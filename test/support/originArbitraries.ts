// fast-check generators for origins and allow-list entries, real and hostile alike: user
// info, paths, percent-escapes, upper case, default ports, IDN, IPv4/IPv6, stray `*`.
import fc from 'fast-check'

const label = fc.constantFrom('a', 'b', 'shop', 'example', 'evil', 'xn--bcher-kva', 'B', '*', '')
const tld = fc.constantFrom('com', 'org', 'example', 'localhost', 'test')
const name = fc
  .tuple(fc.array(label, { maxLength: 3 }), tld)
  .map(([labels, last]) => [...labels, last].join('.'))
const host = fc.oneof(
  name,
  fc.constantFrom('127.0.0.1', '127.0.0.2', '[::1]', 'localhost', 'bücher.de', 'a%2eb.com'),
)
const port = fc.constantFrom('', ':80', ':443', ':8080', ':1', ':*', ':99999')
const scheme = fc.constantFrom('http://', 'https://', 'HTTPS://', 'javascript://', 'ftp://')
const tail = fc.constantFrom('', '', '', '/', '/.example.com', '?x', '#x', '/path')
const userInfo = fc.constantFrom('', '', '', 'user@', '127.0.0.1:1@', 'a:b@')

/** Text offered as an origin: often an origin, often not. */
export const originText = fc
  .tuple(scheme, userInfo, host, port, tail)
  .map((parts) => parts.join('').replace(':*', ''))

/** Text written as an allow-list entry: often valid, often not. */
export const entryText = fc.oneof(
  fc.constant('*'),
  fc
    .tuple(scheme, fc.constantFrom('', '*.', '*.*.', 'a*.'), host, port, tail)
    .map((parts) => parts.join('')),
)
