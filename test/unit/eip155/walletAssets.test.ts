import { describe, expect, it } from 'vitest'
import {
  maxWalletAssets,
  parseWalletAssets,
  supportsAssetDiscovery,
} from '../../../chains/eip155/parseWalletAssets.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('parseWalletAssets (ERC-7811 wallet_getAssets answers)', () => {
  it('reads the native coin and ERC-20s of the chain, in the wallet order', () => {
    expect(
      parseWalletAssets(
        {
          '0x1': [
            { address: usdc, balance: '0xf4240', type: 'ERC20', metadata: { decimals: 6 } },
            { address: 'native', balance: '0xde0b6b3a7640000', type: 'native' },
          ],
          '0xa': [{ address: dai, balance: '0x1', type: 'ERC20' }],
        },
        1,
      ),
    ).toEqual([
      { address: usdc.toLowerCase(), balance: 1_000_000n },
      { address: undefined, balance: 10n ** 18n },
    ])
  })

  it("accepts viem's lower-case types and any hex spelling of the chain id", () => {
    expect(
      parseWalletAssets({ '0x7A69': [{ address: dai, balance: '0x0', type: 'erc20' }] }, 31337),
    ).toEqual([{ address: dai.toLowerCase(), balance: 0n }])
  })

  it('answers undefined (read the chain instead) for an answer that is not a list per chain', () => {
    for (const answer of [
      null,
      undefined,
      'assets',
      42,
      [],
      [{ address: 'native', balance: '0x1', type: 'native' }],
      {},
      { '0x2': [] },
      { '1': [{ address: 'native', balance: '0x1', type: 'native' }] },
      { '0x1': { address: 'native', balance: '0x1', type: 'native' } },
      { '0x1': 'native' },
      { '0x1': null },
    ])
      expect(parseWalletAssets(answer, 1), JSON.stringify(answer)).toBeUndefined()
  })

  it('skips entries with a bad address, a negative, non-hex or over-256-bit balance, or a wrong type', () => {
    const hostile = [
      { address: '0x1234', balance: '0x1', type: 'ERC20' },
      { address: `${usdc}00`, balance: '0x1', type: 'ERC20' },
      { address: 'javascript:alert(1)', balance: '0x1', type: 'ERC20' },
      { address: usdc, balance: '-0x1', type: 'ERC20' },
      { address: usdc, balance: '0x', type: 'ERC20' },
      { address: usdc, balance: '0xzz', type: 'ERC20' },
      { address: usdc, balance: '1000000', type: 'ERC20' },
      { address: usdc, balance: '1e30', type: 'ERC20' },
      { address: usdc, balance: 1_000_000, type: 'ERC20' },
      { address: usdc, balance: `0x1${'0'.repeat(64)}`, type: 'ERC20' },
      { address: usdc, balance: '0x1', type: 'ERC721' },
      { address: usdc, balance: '0x1', type: 'native' },
      { address: 'native', balance: '0x1', type: 'ERC20' },
      { address: usdc, balance: '0x1' },
      { address: usdc, balance: '0x1', type: 7 },
      { address: usdc, balance: '0x1', type: 'x'.repeat(10_000) },
      'ERC20',
      null,
      [usdc, '0x1'],
    ]
    expect(parseWalletAssets({ '0x1': hostile }, 1)).toEqual([])
    expect(
      parseWalletAssets(
        { '0x1': [...hostile, { address: usdc, balance: `0x${'f'.repeat(64)}`, type: 'ERC20' }] },
        1,
      ),
    ).toEqual([{ address: usdc.toLowerCase(), balance: 2n ** 256n - 1n }])
  })

  it("never carries the wallet's metadata: no symbol, name, decimals, price or icon of its own", () => {
    const [asset] = parseWalletAssets(
      {
        '0x1': [
          {
            address: usdc,
            balance: '0x1',
            type: 'ERC20',
            metadata: {
              name: '<img src=x onerror=alert(1)>',
              symbol: '\u202EDSU',
              decimals: 200,
              price: 1e308,
              iconUrl: 'javascript:alert(1)',
            },
          },
        ],
      },
      1,
    )!
    expect(asset).toEqual({ address: usdc.toLowerCase(), balance: 1n })
  })

  it('keeps the first of repeated assets (addresses compared without case)', () => {
    expect(
      parseWalletAssets(
        {
          '0x1': [
            { address: 'native', balance: '0x1', type: 'native' },
            { address: usdc, balance: '0x2', type: 'ERC20' },
            { address: usdc.toLowerCase(), balance: '0x3', type: 'ERC20' },
            { address: 'native', balance: '0x4', type: 'native' },
          ],
        },
        1,
      ),
    ).toEqual([
      { address: undefined, balance: 1n },
      { address: usdc.toLowerCase(), balance: 2n },
    ])
  })

  it(`reads at most ${maxWalletAssets} entries of a huge list`, () => {
    const entries = Array.from({ length: 100_000 }, (_, index) => ({
      address: `0x${index.toString(16).padStart(40, '0')}`,
      balance: '0x1',
      type: 'ERC20',
    }))
    const assets = parseWalletAssets({ '0x1': entries }, 1)!
    expect(assets).toHaveLength(maxWalletAssets)
    expect(assets.at(-1)!.address).toBe(`0x${(maxWalletAssets - 1).toString(16).padStart(40, '0')}`)
  })
})

describe('supportsAssetDiscovery (EIP-5792 wallet_getCapabilities)', () => {
  it('is true for assetDiscovery.supported === true on the chain or on 0x0 (every chain)', () => {
    expect(supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: true } } }, 1)).toBe(true)
    expect(supportsAssetDiscovery({ '0x0': { assetDiscovery: { supported: true } } }, 8453)).toBe(
      true,
    )
  })

  it('is false for another chain, a missing or non-true flag and malformed answers', () => {
    for (const capabilities of [
      { '0xa': { assetDiscovery: { supported: true } } },
      { '1': { assetDiscovery: { supported: true } } },
      { '0x1': { assetDiscovery: { supported: 'true' } } },
      { '0x1': { assetDiscovery: { supported: 1 } } },
      { '0x1': { assetDiscovery: true } },
      { '0x1': { atomic: { status: 'supported' } } },
      { '0x1': null },
      { '0x1': 'assetDiscovery' },
      null,
      'supported',
      [],
      {},
    ])
      expect(supportsAssetDiscovery(capabilities, 1), JSON.stringify(capabilities)).toBe(false)
  })
})
