import { describe, expect, it } from 'vitest'
import { readTelegramFragment } from '../frame/readTelegramFragment.js'

const hash = 'ab'.repeat(32)
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const answer = { id: 424242, first_name: 'Zoë', username: 'zoe_tg', auth_date: 1_700_000_000, hash }

describe("Telegram's #tgAuthResult answer (the callback page's script)", () => {
  it('reads the base64url JSON as UTF-8 and gives the fields as the data-check-string has them', () => {
    expect(readTelegramFragment(`#tgAuthResult=${encode(answer)}`)).toEqual({
      id: '424242',
      first_name: 'Zoë',
      username: 'zoe_tg',
      auth_date: '1700000000',
      hash,
    })
    // Standard base64 with padding, \u escapes, other fragment parameters, unknown fields.
    const escaped = Buffer.from(
      JSON.stringify({ ...answer, last_name: 'Ωmega', extra: 1 }).replace(
        /[^\x20-\x7e]/g,
        (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    ).toString('base64')
    expect(readTelegramFragment(`#x=1&tgAuthResult=${escaped}`)).toEqual({
      id: '424242',
      first_name: 'Zoë',
      last_name: 'Ωmega',
      username: 'zoe_tg',
      auth_date: '1700000000',
      hash,
    })
  })

  it('refuses what is not Telegram’s answer', () => {
    expect(readTelegramFragment('')).toBeUndefined()
    expect(readTelegramFragment('#state=abc')).toBeUndefined()
    expect(readTelegramFragment('#tgAuthResult=not*base64')).toBeUndefined()
    expect(readTelegramFragment('#tgAuthResult=a')).toBeUndefined()
    expect(
      readTelegramFragment(`#tgAuthResult=${Buffer.from('{nope').toString('base64url')}`),
    ).toBeUndefined()
    // Not UTF-8.
    expect(
      readTelegramFragment(
        `#tgAuthResult=${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}`,
      ),
    ).toBeUndefined()
    for (const wrong of [
      { ...answer, hash: undefined },
      { ...answer, hash: 'XYZ' },
      { ...answer, id: '424242' },
      { ...answer, id: -1 },
      { ...answer, auth_date: 1.5 },
      { ...answer, first_name: { toString: 'x' } },
      { ...answer, username: 'u'.repeat(65) },
      [answer],
      null,
    ])
      expect(
        readTelegramFragment(`#tgAuthResult=${encode(wrong)}`),
        JSON.stringify(wrong),
      ).toBeUndefined()
  })
})
