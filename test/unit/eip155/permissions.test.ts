import { describe, expect, it } from 'vitest'
import {
  parseGrantedPermission,
  permissionsCapability,
  supportedExecutionPermissions,
} from '../../../chains/eip155/parsePermissions.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const manager = '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3'
const asked = { chainId: 1, address: account }

describe('ERC-7715 support (wallet_getSupportedExecutionPermissions, wallet_getCapabilities)', () => {
  it('reads the permission types a wallet grants on the chain (current text)', () => {
    expect(
      supportedExecutionPermissions(
        {
          'native-token-allowance': { chainIds: ['0x1', '0xa'], ruleTypes: ['expiry'] },
          'erc20-token-allowance': { chainIds: ['0xa'], ruleTypes: [] },
        },
        1,
      ),
    ).toEqual(['native-token-allowance'])
  })

  it('answers undefined for none on the chain and for hostile answers', () => {
    for (const answer of [
      {},
      { 'native-token-allowance': { chainIds: ['0xa'] } },
      { 'native-token-allowance': { chainIds: '0x1' } },
      { 'native-token-allowance': { chainIds: [1] } },
      { '<img src=x onerror=alert(1)>': { chainIds: ['0x1'] } },
      { '\u202Eecnawolla': { chainIds: ['0x1'] } },
      { 'native-token-allowance': null },
      { 'native-token-allowance': { chainIds: Array.from({ length: 1000 }, () => '0x1') } },
      Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`t${i}`, { chainIds: ['0x1'] }])),
      null,
      'yes',
      ['native-token-allowance'],
    ])
      expect(supportedExecutionPermissions(answer, 1), JSON.stringify(answer)).toBeUndefined()
  })

  it('reads permissions.supported from wallet_getCapabilities (earlier text), on the chain or 0x0', () => {
    expect(
      permissionsCapability(
        {
          '0x1': {
            permissions: {
              supported: true,
              permissionTypes: ['native-token-transfer', '<b>x</b>', 7, 'erc20-token-transfer'],
            },
          },
        },
        1,
      ),
    ).toEqual(['native-token-transfer', 'erc20-token-transfer'])
    expect(permissionsCapability({ '0x0': { permissions: { supported: true } } }, 8453)).toEqual([])
    for (const capabilities of [
      { '0xa': { permissions: { supported: true } } },
      { '0x1': { permissions: { supported: 'true' } } },
      { '0x1': { permissions: true } },
      { '0x1': { atomic: { status: 'supported' } } },
      { '0x1': null },
      null,
      'permissions',
    ])
      expect(permissionsCapability(capabilities, 1), JSON.stringify(capabilities)).toBeUndefined()
  })
})

describe('parseGrantedPermission (the wallet grants, or says it did)', () => {
  const current = {
    chainId: '0x1',
    from: account,
    to: other,
    permission: { type: 'native-token-allowance', isAdjustmentAllowed: false, data: {} },
    rules: [{ type: 'expiry', data: { timestamp: 1_900_000_000 } }],
    context: '0x00ab',
    dependencies: [{ factory: other, factoryData: '0x1234' }],
    delegationManager: manager,
  }

  it('reads the current answer: context, expiry (as granted), delegation manager, dependencies', () => {
    expect(
      parseGrantedPermission('wallet_requestExecutionPermissions', { answer: [current], asked }),
    ).toEqual({
      method: 'wallet_requestExecutionPermissions',
      context: '0x00ab',
      expiry: 1_900_000_000,
      delegationManager: manager,
      dependencies: [{ factory: other, factoryData: '0x1234' }],
    })
  })

  it('reads the earlier answer, with context or permissionsContext, in a list or alone', () => {
    const earlier = { chainId: '0x1', address: account, expiry: 1_900_000_000, context: '0xbeef' }
    const expected = {
      method: 'wallet_grantPermissions',
      context: '0xbeef',
      expiry: 1_900_000_000,
      delegationManager: undefined,
      dependencies: [],
    }
    expect(parseGrantedPermission('wallet_grantPermissions', { answer: [earlier], asked })).toEqual(
      expected,
    )
    expect(parseGrantedPermission('wallet_grantPermissions', { answer: earlier, asked })).toEqual(
      expected,
    )
    const { context, ...rest } = earlier
    expect(
      parseGrantedPermission('wallet_grantPermissions', {
        answer: { ...rest, permissionsContext: context },
        asked,
      }),
    ).toEqual(expected)
  })

  it('refuses a grant for another account or chain, or with a bad context or addresses', () => {
    const hostile = [
      { ...current, from: other },
      { ...current, chainId: '0xa' },
      { ...current, context: 'beef' },
      { ...current, context: '0xabc' },
      { ...current, context: '0x<script>' },
      { ...current, context: `0x${'ab'.repeat(40_000)}` },
      { ...current, context: 42 },
      { ...current, context: undefined },
      { ...current, delegationManager: 'javascript:alert(1)' },
      { ...current, dependencies: [{ factory: '0x12', factoryData: '0x' }] },
      { ...current, dependencies: 'none' },
      { ...current, rules: 'expiry' },
    ]
    for (const entry of hostile)
      expect(
        parseGrantedPermission('wallet_requestExecutionPermissions', { answer: [entry], asked }),
        JSON.stringify(entry).slice(0, 120),
      ).toBeUndefined()
    for (const answer of [null, 'granted', {}, [], [current, current], current])
      expect(
        parseGrantedPermission('wallet_requestExecutionPermissions', { answer, asked }),
      ).toBeUndefined()
    for (const answer of [
      { address: other, context: '0x01' },
      { chainId: 10, context: '0x01' },
      { context: '0x01', expiry: -1 },
      { context: '0x01', expiry: 1.5 },
      { expiry: 1 },
      'granted',
      null,
    ])
      expect(parseGrantedPermission('wallet_grantPermissions', { answer, asked })).toBeUndefined()
  })

  it('keeps no expiry the wallet wrote badly (a string, a negative, infinite or fractional number)', () => {
    for (const timestamp of ['1900000000', -5, Number.POSITIVE_INFINITY, 1.5])
      expect(
        parseGrantedPermission('wallet_requestExecutionPermissions', {
          answer: [{ ...current, rules: [{ type: 'expiry', data: { timestamp } }] }],
          asked,
        })?.expiry,
      ).toBeUndefined()
  })
})
