import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDateTime } from '../../../plugins/siwx/parseDateTime.js'

describe('parseDateTime: RFC 3339 date-times as instants', () => {
  it('reads Z, offsets and fractions of any length as the same instant', () => {
    const noon = Date.UTC(2026, 2, 1, 12)
    for (const text of [
      '2026-03-01T12:00:00Z',
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:00:00.000000001Z',
      '2026-03-01T14:00:00+02:00',
      '2026-03-01T06:30:00-05:30',
      '2026-03-02T00:00:00+12:00',
      '2026-03-01t12:00:00z',
    ])
      expect(parseDateTime(text), text).toBe(noon)
    expect(parseDateTime('2026-03-01T12:00:00.5+00:00')).toBe(noon + 500)
  })

  it('reads any instant toISOString writes, and any offset of it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-02T00:00:00Z'),
          max: new Date('9999-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
        (date, minutes) => {
          expect(parseDateTime(date.toISOString())).toBe(date.getTime())
          const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 23)
          const zone = `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`
          expect(parseDateTime(`${local}${zone}`)).toBe(date.getTime())
        },
      ),
    )
  })

  it('reads a leap second as the end of its minute', () => {
    expect(parseDateTime('2016-12-31T23:59:60Z')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59, 999))
  })

  it.each([
    '2021-09-30 16:25:24Z',
    '2021-09-30T16:25:24',
    '2021-09-30T16:25Z',
    '2021-09-30T16:25:24.Z',
    '2021-13-01T00:00:00Z',
    '2021-02-29T00:00:00Z',
    '2021-04-31T00:00:00Z',
    '2021-09-30T24:00:00Z',
    '2021-09-30T16:60:00Z',
    '2021-09-30T16:25:61Z',
    '2021-09-30T16:25:24+24:00',
    '2021-09-30T16:25:24+02:60',
    '2021-09-30T16:25:24+0200',
    '21-09-30T16:25:24Z',
    'yesterday',
  ])('refuses %s', (text) => {
    expect(parseDateTime(text)).toBeUndefined()
  })

  it('knows leap years', () => {
    expect(parseDateTime('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29))
    expect(parseDateTime('2000-02-29T00:00:00Z')).toBe(Date.UTC(2000, 1, 29))
    expect(parseDateTime('1900-02-29T00:00:00Z')).toBeUndefined()
  })
})
