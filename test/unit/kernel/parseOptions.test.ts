import { eip155, mainnet } from 'gangway/eip155'
import { email } from 'gangway/email'
import { InvalidOptionsError, parseOptionFields, parseOptions } from 'gangway/kernel'
import { fromSiweConfig, siwx } from 'gangway/siwx'
import { walletConnect } from 'gangway/walletconnect'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { countSchemas } from '../../support/countSchemas.js'

const schema = z.object({
  amounts: z.optional(z.array(z.number())),
  title: z.optional(z.string().check(z.regex(/^\S/, 'must not start with a space'))),
})

function refusal(run: () => unknown): InvalidOptionsError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionsError)
    return error as InvalidOptionsError
  }
  throw new Error('accepted')
}

describe('parseOptions: one way to check a plugin factory’s options', () => {
  it('returns the parsed options', () => {
    expect(parseOptions({ plugin: 'tipJar', schema, options: { amounts: [1, 2] } })).toEqual({
      amounts: [1, 2],
    })
  })

  it('names the plugin and every bad or unknown field', () => {
    const error = refusal(() =>
      parseOptions({
        plugin: 'tipJar',
        schema,
        options: { amounts: ['1'], title: ' x', colour: 1 },
      }),
    )
    expect(error.shortMessage).toBe('[tipJar] Invalid options.')
    expect(error.plugin).toBe('tipJar')
    expect(error.issues).toEqual([
      'amounts.0: expected number',
      'title: must not start with a space',
      'unknown option colour',
    ])
    expect(error.message).toContain('- unknown option colour')
  })

  it('refuses options that are not an object', () => {
    expect(refusal(() => parseOptions({ plugin: 'tipJar', schema, options: 'x' })).issues).toEqual([
      '(options): expected object',
    ])
  })
})

describe('parseOptionFields: the same check, each field built only when it is given', () => {
  const built: string[] = []
  const counted =
    <schema>(name: string, schema: () => schema) =>
    () => {
      built.push(name)
      return schema()
    }
  const fields = {
    amounts: counted('amounts', () => z.array(z.number())),
    title: counted('title', () => z.string().check(z.regex(/^\S/, 'must not start with a space'))),
    note: counted('note', () => z.string()),
  }

  it('builds and checks only the fields the host passed, and the required ones', () => {
    built.length = 0
    expect(
      parseOptionFields({
        plugin: 'tipJar',
        fields,
        required: ['amounts'],
        options: { amounts: [1], title: 'Hi' },
      }),
    ).toEqual({ amounts: [1], title: 'Hi' })
    expect(built).toEqual(['amounts', 'title'])
  })

  it('reads like parseOptions: every bad, missing or unknown field, the plugin named', () => {
    const error = refusal(() =>
      parseOptionFields({
        plugin: 'tipJar',
        fields,
        required: ['amounts'],
        options: { title: ' x', colour: 1 },
      }),
    )
    expect(error.shortMessage).toBe('[tipJar] Invalid options.')
    expect(error.issues).toEqual([
      'amounts: expected array',
      'title: must not start with a space',
      'unknown option colour',
    ])
    expect(
      refusal(() => parseOptionFields({ plugin: 'tipJar', fields, options: 'x' })).issues,
    ).toEqual(['(options): expected object'])
  })

  it('eip155() builds no schema for an option the host left out', async () => {
    const networksOnly = await countSchemas(() => eip155({ networks: [mainnet] }))
    const more = await countSchemas(() => eip155({ networks: [mainnet], tokens: {}, rank: true }))
    expect(networksOnly).toBeLessThanOrEqual(2)
    expect(more).toBeGreaterThan(networksOnly)
  })
})

describe('first-party factories refuse bad options with InvalidOptionsError', () => {
  it.each([
    [
      'walletConnect()',
      () => walletConnect({ relayTimeout: -1 }),
      'walletconnect',
      ['relayTimeout: expected ms > 0'],
    ],
    [
      'walletConnect() with an unknown option',
      () => walletConnect({ relayUrl: 'ws://x' } as never),
      'walletconnect',
      ['unknown option relayUrl'],
    ],
    [
      'email() without its secure site',
      () => email({ secureSiteUrl: 'wallet.example.com' }),
      'email',
      ['secureSiteUrl: expected the http(s) URL of the secure site'],
    ],
    [
      'email() with nothing',
      () => email(undefined as never),
      'email',
      ['(options): expected object'],
    ],
    [
      'siwx() with a two-line statement',
      () => siwx({ statement: 'two\nlines' }),
      'siwx',
      ['statement: must be one line'],
    ],
    [
      'siwx() with an unknown option',
      () => siwx({ expiry: 60 } as never),
      'siwx',
      ['unknown option expiry'],
    ],
    [
      'fromSiweConfig() with a wrong type',
      () => fromSiweConfig({ expiry: '60' }),
      'siwx',
      ['siweConfig.expiry: expected a number'],
    ],
  ])('%s', (_, run, plugin, issues) => {
    const error = refusal(run)
    expect(error.plugin).toBe(plugin)
    expect(error.issues).toEqual(issues)
  })
})
