import { describe, expect, it } from 'vitest'
import { toSafeAvatar } from '../../../plugins/names/createNameReader.js'
import {
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../../../plugins/names/errors.js'
import { names } from '../../../plugins/names/index.js'
import { toNameCoinType } from '../../../plugins/names/toNameCoinType.js'
import {
  createNameMessage,
  validateAccountName,
} from '../../../plugins/names/validateAccountName.js'
import { readNameServiceConfig } from '../../../secure-site/src/names/readNameServiceConfig.js'

describe('SPEC §5 account names', () => {
  it('accepts letters, digits and hyphen from 4 characters, normalised under the parent', () => {
    expect(validateAccountName('Alice-42', 'dapp.eth')).toEqual({
      valid: true,
      name: 'alice-42.dapp.eth',
    })
    expect(validateAccountName('abcd', 'dapp.eth')).toMatchObject({ valid: true })
  })

  it('refuses 3 characters and other characters by the rule', () => {
    expect(validateAccountName('abc', 'dapp.eth')).toEqual({ valid: false, problem: 'rule' })
    // ENSIP-15 already refuses an underscore inside a label, and says why.
    expect(validateAccountName('ab_cd', 'dapp.eth')).toMatchObject({ valid: false })
    expect(validateAccountName('ab+cd', 'dapp.eth')).toMatchObject({ valid: false })
    expect(validateAccountName('a.bcd', 'dapp.eth')).toEqual({ valid: false, problem: 'rule' })
  })

  it('refuses a confusable name with ENSIP-15 reason', () => {
    const check = validateAccountName('p\u0430ypal', 'dapp.eth')
    expect(check).toMatchObject({ valid: false, problem: 'invalid' })
    expect((check as { reason: string }).reason).toMatch(/mixture|confusable/i)
  })

  it('signs JSON with the name and the time (SPEC §7 message)', () => {
    expect(JSON.parse(createNameMessage({ name: 'alice.dapp.eth', timestamp: 5 }))).toEqual({
      name: 'alice.dapp.eth',
      attributes: {},
      timestamp: 5,
    })
    expect(
      JSON.parse(createNameMessage({ name: 'alice.dapp.eth', timestamp: 5, release: true })),
    ).toEqual({ name: 'alice.dapp.eth', release: true, timestamp: 5 })
  })
})

describe('SPEC §8 name messages', () => {
  it('are verbatim, and a service description replaces the registration message', () => {
    expect(new ResolveNameError('x.eth').shortMessage).toBe('Error resolving name')
    expect(new NameSuggestionsError().shortMessage).toBe('Error fetching name suggestions')
    expect(new NamesForAddressError('0x1').shortMessage).toBe('Error fetching names for address')
    expect(new RegisterNameError('alice.dapp.eth').shortMessage).toBe(
      'Error registering name alice.dapp.eth',
    )
    expect(
      new RegisterNameError('alice.dapp.eth', 'alice.dapp.eth is already taken').shortMessage,
    ).toBe('alice.dapp.eth is already taken')
  })
})

describe('avatars', () => {
  it('shows https and data images only', () => {
    expect(toSafeAvatar('https://example.com/a.png')).toBe('https://example.com/a.png')
    expect(toSafeAvatar('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(toSafeAvatar('http://example.com/a.png')).toBeUndefined()
    expect(toSafeAvatar('javascript:alert(1)')).toBeUndefined()
    expect(toSafeAvatar('data:text/html,<script>')).toBeUndefined()
    expect(toSafeAvatar('ipfs://Qm')).toBeUndefined()
  })
})

describe('names()', () => {
  it('offers registration only with a service', () => {
    expect(names().entries).toEqual([])
    expect(names().views).not.toHaveProperty('RegisterAccountName')
    const hosted = names({
      service: { url: 'https://wallet.example.com/names', parent: 'dapp.eth' },
    })
    expect(hosted.views).toHaveProperty('RegisterAccountName')
    expect(hosted.views).toHaveProperty('RegisterAccountNameSuccess')
    expect(hosted.entries?.[0]).toMatchObject({ view: 'RegisterAccountName', where: 'account' })
  })
})

describe('the name service configuration', () => {
  const key = `0x${'11'.repeat(32)}`
  it('is off without NAMES_PARENT and names the variable at fault', () => {
    expect(readNameServiceConfig({})).toBeUndefined()
    expect(() => readNameServiceConfig({ NAMES_PARENT: 'dapp.eth' })).toThrow(/NAMES_SIGNER_KEY/)
    expect(() =>
      readNameServiceConfig({ NAMES_PARENT: 'Dapp.eth', NAMES_SIGNER_KEY: key }),
    ).toThrow(/NAMES_PARENT/)
    expect(() =>
      readNameServiceConfig({
        NAMES_PARENT: 'dapp.eth',
        NAMES_SIGNER_KEY: key,
        NAMES_PER_ADDRESS: '0',
      }),
    ).toThrow(/NAMES_PER_ADDRESS/)
    expect(readNameServiceConfig({ NAMES_PARENT: 'dapp.eth', NAMES_SIGNER_KEY: key })).toEqual({
      parent: 'dapp.eth',
      signerKey: key,
      perAddress: 1,
      rateLimit: 10,
      answerTtlSeconds: 300,
      rpcUrls: {},
    })
  })

  it('reads NAMES_RPC_URLS, the chains whose smart-account signatures it checks', () => {
    const base = { NAMES_PARENT: 'dapp.eth', NAMES_SIGNER_KEY: key }
    expect(
      readNameServiceConfig({
        ...base,
        NAMES_RPC_URLS: '{"8453":"https://base.example/rpc","31337":"http://127.0.0.1:8545"}',
      })?.rpcUrls,
    ).toEqual({ 8453: 'https://base.example/rpc', 31337: 'http://127.0.0.1:8545/' })
    for (const bad of ['[1]', '{"base":"https://x"}', '{"1":"ftp://x"}', 'nope'])
      expect(() => readNameServiceConfig({ ...base, NAMES_RPC_URLS: bad })).toThrow(
        /NAMES_RPC_URLS/,
      )
  })
})

describe('SPEC §5 coin type from chain id', () => {
  it('is 60 for Ethereum, 0x80000000 | id otherwise, and Invalid chainId at 2^31', () => {
    expect(toNameCoinType(1)).toBe(60)
    expect(toNameCoinType(8453)).toBe(0x80000000 + 8453)
    expect(toNameCoinType(2 ** 31 - 1)).toBe(0xffffffff)
    expect(() => toNameCoinType(2 ** 31)).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid chainId' }),
    )
    expect(() => toNameCoinType(0)).toThrow(expect.objectContaining({ code: 'INVALID_CHAIN_ID' }))
  })
})
