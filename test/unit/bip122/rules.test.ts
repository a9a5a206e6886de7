import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Wallet } from '@wallet-standard/base'
import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import { describe, expect, it } from 'vitest'
import { createStandardWalletClient } from '../../../chains/bip122/createStandardWalletClient.js'
import { createTransferPsbt, dustLimit } from '../../../chains/bip122/createTransferPsbt.js'
import { getExplorerUrl } from '../../../chains/bip122/getExplorerUrl.js'
import {
  bip122,
  bip122ChainIds,
  bip122WalletConnectMethods,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  defineNetwork,
  formatBtc,
  getNetworkKind,
} from '../../../chains/bip122/index.js'
import { toAccounts } from '../../../chains/bip122/toAccounts.js'
import { toBip122Error } from '../../../chains/bip122/toBip122Error.js'
import type { Utxo } from '../../../chains/bip122/types.js'
import { validateAddress } from '../../../chains/bip122/validateAddress.js'
import { InvalidWalletDataError } from '../../../kernel/index.js'
import { issuesOf } from '../../support/issuesOf.js'

const good = {
  mainnet: {
    p2pkh: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    p2wpkh: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    p2wsh: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'p2wpkh, upper case': 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
  },
  testnet: {
    p2pkh: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    p2sh: '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
    p2wpkh: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    p2tr: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  },
} as const

describe('validateAddress (bitcoinjs-lib address.toOutputScript)', () => {
  for (const [kind, network] of [
    ['mainnet', bitcoin],
    ['testnet', bitcoinTestnet],
  ] as const) {
    const other = kind === 'mainnet' ? bitcoinTestnet : bitcoin
    for (const [type, address] of Object.entries(good[kind])) {
      it(`accepts a ${kind} ${type} address on ${kind} only`, () => {
        expect(validateAddress(address, network)).toBe(true)
        expect(validateAddress(address, other)).toBe(false)
      })
    }
  }

  it.each([
    ['a bad bech32 checksum', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
    ['a bad base58 checksum', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['mixed case bech32', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    [
      'taproot encoded with bech32 instead of bech32m',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    ],
    ['segwit v0 encoded with bech32m', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['a wrong witness program length', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'.slice(0, -2)],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['surrounding white space', ` ${good.mainnet.p2wpkh}`],
    ['nothing', ''],
  ])('rejects %s', (_, address) => {
    expect(validateAddress(address, bitcoin)).toBe(false)
    expect(validateAddress(address, bitcoinTestnet)).toBe(false)
  })

  it('tells regtest (bcrt1) from testnet (tb1) bech32 addresses', () => {
    const wallet = createBitcoinTestWallet({ network: 'regtest' })
    expect(validateAddress(wallet.payment.address, bitcoinRegtest)).toBe(true)
    expect(validateAddress(wallet.payment.address, bitcoinTestnet)).toBe(false)
    expect(validateAddress(wallet.ordinals.address, bitcoinRegtest)).toBe(true)
  })
})

describe('networks and constants', () => {
  it('uses the CAIP-2 genesis hash ids', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0e82f3a5a56a33')
    expect(bip122ChainIds).toEqual({
      mainnet: bitcoin.caipNetworkId,
      testnet: bitcoinTestnet.caipNetworkId,
      regtest: bitcoinRegtest.caipNetworkId,
    })
    expect(bitcoin).toMatchObject({
      chainNamespace: 'bip122',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
    })
  })
  it("lists SPEC §6's WalletConnect bip122 methods", () => {
    expect(bip122WalletConnectMethods).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
  })
  it('defaults to mempool.space per network', () => {
    expect(bitcoin.rpcUrls.default.http).toEqual(['https://mempool.space/api'])
    expect(bitcoinTestnet.rpcUrls.default.http).toEqual(['https://mempool.space/testnet/api'])
  })
  it('links addresses and transactions to mempool.space', () => {
    expect(getExplorerUrl({ network: bitcoin, path: `address/${good.mainnet.p2tr}` })).toBe(
      `https://mempool.space/address/${good.mainnet.p2tr}`,
    )
    expect(getExplorerUrl({ network: bitcoinTestnet, path: 'tx/ab' })).toBe(
      'https://mempool.space/testnet/tx/ab',
    )
    expect(getExplorerUrl({ network: bitcoinRegtest, path: 'tx/ab' })).toBeUndefined()
  })
  it('reads the address kind of a network defined elsewhere from its id', () => {
    const { kind: _, ...plain } = bitcoin
    expect(getNetworkKind(plain)).toBe('mainnet')
    expect(
      getNetworkKind({ ...plain, id: 'ab'.repeat(16), caipNetworkId: `bip122:${'ab'.repeat(16)}` }),
    ).toBe('testnet')
  })
})

describe('bip122() options', () => {
  it('is a plugin named bip122 with a bip122 chain descriptor', () => {
    const plugin = bip122({ networks: [bitcoin, bitcoinTestnet] })
    expect(plugin.name).toBe('bip122')
    expect(plugin.chain.namespace).toBe('bip122')
    expect(plugin.chain.networks).toEqual([bitcoin, bitcoinTestnet])
  })
  it('needs at least one network', () => {
    expect(issuesOf(() => bip122({ networks: [] }))).toEqual([
      'networks: expected at least one network',
    ])
  })
  it('refuses a network of another namespace or with a malformed id', () => {
    const needs = `needs chainNamespace 'bip122', a 32-hex-digit genesis hash prefix as id and caipNetworkId 'bip122:<id>'`
    expect(
      issuesOf(() => bip122({ networks: [{ ...bitcoin, chainNamespace: 'eip155' }] })),
    ).toEqual([`networks.0: "${bitcoin.name}" ${needs}`])
    expect(
      issuesOf(() =>
        bip122({
          networks: [
            defineNetwork({ id: 'xyz', name: 'x', kind: 'testnet', esploraUrl: 'https://x' }),
          ],
        }),
      ),
    ).toEqual([`networks.0: "x" ${needs}`])
  })
  it('refuses an esploraUrl that is not http(s), and other bad options, naming each', () => {
    const expected = 'esploraUrl: expected an http(s) URL, or { [network]: http(s) URL }'
    expect(
      issuesOf(() => bip122({ networks: [bitcoin], esploraUrl: 'javascript:alert(1)' })),
    ).toEqual([expected])
    expect(
      issuesOf(() =>
        bip122({
          networks: [bitcoin],
          esploraUrl: { [bitcoin.caipNetworkId]: 'javascript:alert(1)' },
          feeTarget: 0,
          esplora: 'https://x',
        } as never),
      ),
    ).toEqual([expected, 'feeTarget: expected a whole number ≥ 1', 'unknown option esplora'])
    expect(() =>
      bip122({ networks: [bitcoin], esploraUrl: { [bitcoin.caipNetworkId]: 'https://x' } }),
    ).not.toThrow()
  })
})

describe('amounts', () => {
  it.each([
    [0n, '0.00000000'],
    [1n, '0.00000001'],
    [150_000n, '0.00150000'],
    [2_100_000_000_000_000n, '21000000.00000000'],
    [-5_000n, '-0.00005000'],
  ])('formats %s sat as %s BTC', (sats, text) => {
    expect(formatBtc(sats)).toBe(text)
  })
})

const taproot = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const p2sh = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'

describe('accounts', () => {
  it('puts payment first and keeps public keys and paths', () => {
    expect(
      toAccounts([
        { address: taproot, purpose: 'ordinals', publicKey: 'aa' },
        { address: segwit, purpose: 'payment', path: "m/84'/0'/0'/0/0" },
      ]),
    ).toEqual([
      { namespace: 'bip122', address: segwit, type: 'payment', path: "m/84'/0'/0'/0/0" },
      { namespace: 'bip122', address: taproot, type: 'ordinal', publicKey: 'aa' },
    ])
  })
  it('without purposes, a taproot address beside another one holds ordinals', () => {
    const types = (addresses: string[]) =>
      toAccounts(addresses.map((address) => ({ address, purpose: undefined }))).map((a) => [
        a.address,
        a.type,
      ])
    expect(types([taproot, p2sh])).toEqual([
      [p2sh, 'payment'],
      [taproot, 'ordinal'],
    ])
    expect(types([taproot])).toEqual([[taproot, 'payment']])
  })
  it('lowercases bech32 so one wallet has one identity, and refuses what is no address', () => {
    const one = (address: string) => toAccounts([{ address, purpose: undefined }])[0]?.address
    expect(one(segwit.toUpperCase())).toBe(segwit)
    expect(one(p2sh)).toBe(p2sh)
    for (const bad of [
      '<b>x</b>',
      `evil:${segwit}`,
      `\u202E${segwit}`,
      'bc1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
    ])
      expect(() => one(bad)).toThrow(InvalidWalletDataError)
  })
})

describe('wallet errors', () => {
  it('maps 4001 and rejection messages to UserRejectedRequestError', () => {
    expect(toBip122Error({ code: 4001, message: 'x' })).toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
    expect(toBip122Error(new Error('User canceled the request'))).toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })
  it('keeps other codes and messages', () => {
    const error = toBip122Error({ code: -32603, message: 'Internal' })
    expect(error).toMatchObject({
      name: 'WalletRequestError',
      rpcCode: -32603,
      details: 'Internal',
    })
  })
})

describe('createTransferPsbt (coin selection)', () => {
  const wallet = createBitcoinTestWallet({ network: 'regtest' })
  const other = createBitcoinTestWallet({ network: 'regtest', paymentKey: 'c3'.padStart(64, '0') })
  const utxo = (value: bigint, confirmed = true, n = 0): Utxo => ({
    txid: (n + 1).toString(16).padStart(64, '0'),
    vout: 0,
    value,
    confirmed,
  })
  const build = (utxos: Utxo[], amount: bigint, feeRate = 1, from = wallet.payment) =>
    createTransferPsbt({
      address: from.address,
      publicKey: from.publicKey,
      recipient: other.payment.address,
      amount,
      feeRate,
      utxos,
      network: bitcoinRegtest,
    })

  it('spends confirmed coins first, largest first, and returns change', () => {
    const { psbt, fee } = build(
      [utxo(10_000n, true, 1), utxo(90_000n, false, 2), utxo(50_000n, true, 3)],
      40_000n,
    )
    expect(psbt.txInputs).toHaveLength(1)
    expect(psbt.data.inputs[0]!.witnessUtxo!.value).toBe(50_000n)
    expect(psbt.txOutputs.map((o) => o.value)).toEqual([40_000n, 50_000n - 40_000n - fee])
    expect(fee).toBe(BigInt(Math.ceil(11 + 68 + 31 + 31)))
    expect(psbt.txInputs[0]!.sequence).toBe(0xfffffffd)
  })
  it('leaves change below the dust limit to the fee', () => {
    const { psbt, fee } = build([utxo(10_500n)], 10_000n)
    expect(psbt.txOutputs.map((o) => o.value)).toEqual([10_000n])
    expect(fee).toBe(500n)
    expect(fee).toBeLessThan(dustLimit + 200n)
  })
  it('builds taproot inputs with the internal key', () => {
    const { psbt } = build([utxo(20_000n)], 10_000n, 1, wallet.ordinals)
    expect(psbt.data.inputs[0]!.tapInternalKey).toHaveLength(32)
  })
  it('fails with InsufficientFundsError when amount and fee exceed the coins', () => {
    expect(() => build([utxo(10_000n)], 10_000n)).toThrow(
      expect.objectContaining({ name: 'InsufficientFundsError' }),
    )
    expect(() => build([], 1_000n)).toThrow(
      expect.objectContaining({ name: 'InsufficientFundsError' }),
    )
  })
})

describe('the eager entry', () => {
  it('imports no bitcoinjs-lib, ecpair or secp256k1 code (they load with the adapter)', () => {
    const root = resolve(import.meta.dirname, '../../../chains/bip122')
    const seen = new Set<string>()
    const external = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = readFileSync(file, 'utf8')
      for (const [, specifier] of source.matchAll(
        /^(?:import|export)\s(?!type\b)[^'"]*?from\s+'([^']+)'/gm,
      )) {
        if (!specifier) continue
        if (specifier.startsWith('.')) {
          const target = join(dirname(file), specifier.replace(/\.js$/, '.ts'))
          if (target.startsWith(root)) visit(target)
          // The kernel and zod/mini (the kernel's options validator, already in its bundle) are light.
        } else if (!/^(gangway(\/|$)|zod\/mini$)/.test(specifier)) external.add(specifier)
      }
    }
    visit(join(root, 'index.ts'))
    expect([...external].sort()).toEqual([])
    expect([...seen].map((f) => f.slice(root.length + 1)).sort()).not.toContain(
      'createBip122Adapter.ts',
    )
  })
})

describe('a hostile wallet’s answers', () => {
  const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
  const hostile = (output: unknown[]) =>
    createStandardWalletClient({
      name: 'Hostile',
      accounts: [{ address }],
      features: {
        'bitcoin:signMessage': { signMessage: async () => output },
        'bitcoin:signTransaction': { signTransaction: async () => output },
      },
    } as unknown as Wallet)

  it.each([
    ['no output', []],
    ['an output without a signature', [{}]],
  ])('a signMessage with %s is InvalidWalletDataError', async (_, output) => {
    await expect(hostile(output).signMessage({ address, message: 'hi' })).rejects.toMatchObject({
      name: 'InvalidWalletDataError',
      details: 'The wallet returned no signature.',
    })
  })

  it('a signed PSBT that is not bytes is InvalidWalletDataError', async () => {
    const signing = hostile([{ signedPsbt: 'cHNidP8=' }]).signPsbt({
      psbt: new Uint8Array([1]),
      inputs: [{ address, indexes: [0] }],
      network: bitcoin,
    })
    await expect(signing).rejects.toBeInstanceOf(InvalidWalletDataError)
    await expect(signing).rejects.toMatchObject({ details: 'The wallet returned no signed PSBT.' })
  })
})
