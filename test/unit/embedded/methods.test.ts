import fc from 'fast-check'
import { approvalMethods, isAllowedOrigin, routeMethod, safeMethods } from 'gangway/embedded'
import { describe, expect, it } from 'vitest'

describe('embedded wallet RPC lists (SPEC §6)', () => {
  it('needs approval for exactly SPEC §6 list', () => {
    expect([...approvalMethods].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
    for (const method of approvalMethods) expect(routeMethod(method)).toBe('approval')
  })

  it('passes the read methods, eth_sendRawTransaction and user-operation reads as safe', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_blockNumber',
      'eth_estimateGas',
      'eth_getTransactionReceipt',
      'eth_sendRawTransaction',
      'eth_getUserOperationReceipt',
      'eth_getUserOperationByHash',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_getAssets',
    ])
      expect(routeMethod(method)).toBe('safe')
    expect(safeMethods.some((m) => (approvalMethods as readonly string[]).includes(m))).toBe(false)
  })

  it('rejects every other method', () => {
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'debug_traceCall',
      'anvil_setBalance',
      'foo',
    ])
      expect(routeMethod(method)).toBe('rejected')
  })
})

describe('isAllowedOrigin (SPEC §5)', () => {
  it('allows an equal entry', () => {
    expect(isAllowedOrigin('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(true)
  })
  it('allows a wildcard match: one whole label, or any port', () => {
    expect(isAllowedOrigin('https://app.shop.example', ['https://*.shop.example'])).toBe(true)
    expect(isAllowedOrigin('https://a.b.shop.example', ['https://*.shop.example'])).toBe(false)
    expect(isAllowedOrigin('https://a.b.shop.example', ['https://*.*.shop.example'])).toBe(true)
    expect(isAllowedOrigin('http://localhost:3000', ['http://localhost:*'])).toBe(true)
    expect(isAllowedOrigin('https://anything.example', ['*'])).toBe(true)
  })
  it('refuses text that is not exactly an origin, whatever the list says', () => {
    expect(isAllowedOrigin('http://127.0.0.1:1@127.0.0.2:8080', ['http://127.0.0.1:*'])).toBe(false)
    expect(isAllowedOrigin('https://evil.org/.example.com', ['https://*.example.com'])).toBe(false)
    expect(isAllowedOrigin('null', ['*'])).toBe(false)
    expect(isAllowedOrigin('https://Shop.example', ['https://shop.example'])).toBe(false)
  })
  it('decides like the secure site, for any origin and list (property)', async () => {
    const { isAllowedOrigin: serverSide } = await import(
      '../../../secure-site/src/isAllowedOrigin.js'
    )
    const { originText, entryText } = await import('../../support/originArbitraries.js')
    fc.assert(
      fc.property(originText, fc.array(entryText, { maxLength: 4 }), (origin, list) => {
        expect(isAllowedOrigin(origin, list)).toBe(serverSide(origin, list))
      }),
      { numRuns: 2_000 },
    )
  })
  it('refuses everything else', () => {
    expect(isAllowedOrigin('https://shop.example.evil', ['https://shop.example'])).toBe(false)
    expect(isAllowedOrigin('https://evil.example', ['https://*.shop.example'])).toBe(false)
    expect(isAllowedOrigin('https://evilshop.example', ['https://*shop.example'])).toBe(false)
    expect(isAllowedOrigin('http://shop.example', ['https://shop.example'])).toBe(false)
    expect(isAllowedOrigin('null', ['null'])).toBe(false)
    expect(isAllowedOrigin('', [''])).toBe(false)
    expect(isAllowedOrigin('https://shop.example', [])).toBe(false)
  })
})
