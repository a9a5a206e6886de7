import { describe, expect, it } from 'vitest'
import { toAccounts } from '../../../chains/solana/toAccounts.js'
import { InvalidWalletDataError } from '../../../kernel/index.js'

const key = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('Solana accounts a wallet reports are validated', () => {
  const account = (address: unknown) =>
    ({ address, publicKey: new Uint8Array(32), chains: ['solana:mainnet'], features: [] }) as never

  it('keeps 32-byte base58 keys', () => {
    expect(toAccounts([account(key)])).toEqual([{ namespace: 'solana', address: key, type: 'eoa' }])
  })

  for (const bad of [
    '<img src=x onerror=alert(1)>',
    `evil:${key}`,
    `\u202E${key}`,
    `${key}0OIl`,
    'x'.repeat(400),
    '',
    42,
  ])
    it(`refuses ${JSON.stringify(bad).slice(0, 40)}`, () => {
      expect(() => toAccounts([account(bad)])).toThrow(InvalidWalletDataError)
    })

  it('leaves out accounts of other chains', () => {
    expect(
      toAccounts([{ ...(account('0xabc') as object), chains: ['eip155:1'] } as never]),
    ).toEqual([])
  })
})
