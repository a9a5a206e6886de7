import fc from 'fast-check'

/**
 * Any code point, lone surrogates included, as a one-character string. The same values as
 * fast-check's `unit: 'binary'`, without its one-time set-up (about 6 s per test worker here).
 */
export const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint))

/** Any text up to `maxLength` code points, as `fc.string({ unit: 'binary', maxLength })`. */
export const anyText = (maxLength: number) => fc.string({ unit: anyCodePoint, maxLength })
