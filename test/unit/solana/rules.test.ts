import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import { describeTransactionError } from '../../../chains/solana/describeTransactionError.js'
import { getExplorerUrl } from '../../../chains/solana/getExplorerUrl.js'
import { getRpcUrls } from '../../../chains/solana/getRpcUrls.js'
import {
  defineSolanaNetwork,
  solana,
  solanaCaipNetworkIds,
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  solanaTestnet,
  solanaWalletConnectMethods,
  toWalletChain,
} from '../../../chains/solana/index.js'
import { signMessageBytes } from '../../../chains/solana/signMessage.js'
import { toSolanaError } from '../../../chains/solana/toSolanaError.js'
import type { SolanaContext } from '../../../chains/solana/types.js'
import { validateAddress } from '../../../chains/solana/validateAddress.js'
import { InvalidOptionsError, InvalidWalletDataError } from '../../../kernel/index.js'
import { issuesOf } from '../../support/issuesOf.js'

describe('networks and CAIP-2 ids', () => {
  it('names mainnet, devnet and testnet by their genesis hash prefix', () => {
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkHJf')
    expect(solanaLocalnet.caipNetworkId).toBe('solana:localnet')
    expect(Object.values(solanaCaipNetworkIds)).toEqual([
      solanaMainnet.caipNetworkId,
      solanaDevnet.caipNetworkId,
      solanaTestnet.caipNetworkId,
    ])
    for (const network of [solanaMainnet, solanaDevnet, solanaTestnet, solanaLocalnet])
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  })

  it('maps networks to Wallet Standard chains', () => {
    expect(toWalletChain(solanaMainnet)).toBe('solana:mainnet')
    expect(toWalletChain(solanaDevnet)).toBe('solana:devnet')
    expect(toWalletChain(solanaTestnet)).toBe('solana:testnet')
    expect(toWalletChain(solanaLocalnet)).toBe('solana:localnet')
  })

  it("lists SPEC §6's WalletConnect methods for the solana namespace", () => {
    expect(solanaWalletConnectMethods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
  })
})

describe('solana()', () => {
  it("returns a plugin named 'solana' with a chain descriptor, mainnet by default", () => {
    const plugin = solana()
    expect(plugin.name).toBe('solana')
    expect(plugin.chain.namespace).toBe('solana')
    expect(plugin.chain.networks).toEqual([solanaMainnet])
  })

  it('refuses networks that are not Solana networks, naming each', () => {
    expect(issuesOf(() => solana({ networks: [] }))).toEqual([
      'networks: expected at least one network',
    ])
    const needs = `needs chainNamespace 'solana', a string id of 1 to 32 characters and caipNetworkId 'solana:<id>'`
    expect(issuesOf(() => solana({ networks: [solanaDevnet, mainnet] }))).toEqual([
      `networks.1: "Ethereum" ${needs}`,
    ])
    expect(
      issuesOf(() => solana({ networks: [{ ...solanaDevnet, caipNetworkId: 'solana:other' }] })),
    ).toEqual([`networks.0: "${solanaDevnet.name}" ${needs}`])
    expect(() =>
      solana({ networks: [defineSolanaNetwork({ ...solanaDevnet, id: 'x'.repeat(33) })] }),
    ).toThrow(InvalidOptionsError)
  })

  it('refuses bad options of solana() with InvalidOptionsError naming each', () => {
    expect(
      issuesOf(() =>
        solana({
          rpcUrls: { [solanaDevnet.caipNetworkId]: 'https://node.example' },
          webSocketUrls: { [solanaDevnet.caipNetworkId]: 'https://node.example' },
          tokens: { [solanaDevnet.caipNetworkId]: [{ address: '0x1234' }] },
          commitment: 'final',
          confirmationTimeout: -1,
          cluster: 'devnet',
        } as never),
      ),
    ).toEqual([
      'rpcUrls: expected { [network]: [http(s) URL, …] } per network',
      'webSocketUrls: expected { [network]: ws(s) URL } per network',
      'tokens: expected { [network]: [{ address: a base58 mint, name?, symbol?, iconUrl? }, …] }',
      'commitment: expected one of "processed", "confirmed", "finalized"',
      'confirmationTimeout: expected a whole number ≥ 0',
      'unknown option cluster',
    ])
    expect(() =>
      solana({
        networks: [solanaDevnet],
        rpcUrls: { [solanaDevnet.caipNetworkId]: ['http://127.0.0.1:8899'] },
        webSocketUrls: { [solanaDevnet.caipNetworkId]: 'ws://127.0.0.1:8900' },
        commitment: 'finalized',
      }),
    ).not.toThrow()
  })

  it('loads nothing from @solana/kit before the adapter is needed', async () => {
    const result = await build({
      entryPoints: ['chains/solana/index.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: 'out',
      metafile: true,
      packages: 'external',
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint)!
    const eager = new Set<string>()
    const visit = (name: string) => {
      for (const item of outputs[name]?.imports ?? []) {
        if (item.kind !== 'import-statement' || eager.has(item.path)) continue
        eager.add(item.path)
        visit(item.path)
      }
    }
    visit(entry)
    const packages = [...eager].filter((path) => !path.startsWith('out/'))
    expect(packages).toContain('@wallet-standard/app')
    expect(packages.filter((path) => path.startsWith('@solana'))).toEqual([])
    const dynamic = Object.values(outputs).flatMap((output) =>
      output.imports.filter((item) => item.kind === 'dynamic-import'),
    )
    // The adapter, defineChain's context and defaults that load with it, the preview toolkit
    // (gangway/preview/solana) the adapter loads on its first preview (issue 33), and the
    // chain's declared metadata (WalletConnect methods, directory wallets; issue 37).
    expect(dynamic).toHaveLength(4)
  })

  it('is a separate plugin from eip155', () => {
    expect(eip155({ networks: [mainnet] }).name).not.toBe(solana().name)
  })
})

describe('addresses (SPEC §5)', () => {
  it('accepts 32 to 44 base58 characters that decode to 32 bytes', () => {
    expect(validateAddress('11111111111111111111111111111111')).toBe(true)
    expect(validateAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true)
  })
  it('refuses other text', () => {
    expect(validateAddress('')).toBe(false)
    expect(validateAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
    expect(validateAddress('1111111111111111111111111111111')).toBe(false)
    expect(validateAddress('2222222222222222222222222222222222222222222')).toBe(false)
    expect(validateAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv')).toBe(false)
    expect(validateAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt0v')).toBe(false)
  })
})

describe('RPC and explorer URLs', () => {
  it("uses the host's RPC URL, with the WebSocket on the same host", () => {
    expect(
      getRpcUrls(solanaDevnet, {
        rpcUrls: { [solanaDevnet.caipNetworkId]: ['https://my.node/x'] },
      }),
    ).toEqual({ http: 'https://my.node/x', webSocket: 'wss://my.node/x' })
    expect(
      getRpcUrls(solanaLocalnet, { rpcUrls: { localnet: ['http://127.0.0.1:1234'] } }),
    ).toEqual({ http: 'http://127.0.0.1:1234', webSocket: 'ws://127.0.0.1:1234' })
  })
  it("uses the network's own URLs, or an explicit WebSocket URL", () => {
    expect(getRpcUrls(solanaLocalnet, {})).toEqual({
      http: 'http://127.0.0.1:8899',
      webSocket: 'ws://127.0.0.1:8900',
    })
    expect(
      getRpcUrls(solanaLocalnet, {
        rpcUrls: { localnet: ['http://127.0.0.1:1234'] },
        webSocketUrls: { 'solana:localnet': 'ws://127.0.0.1:1235' },
      }).webSocket,
    ).toBe('ws://127.0.0.1:1235')
  })
  it('builds explorer links that keep the cluster query', () => {
    expect(getExplorerUrl({ network: solanaMainnet, path: 'address/abc' })).toBe(
      'https://explorer.solana.com/address/abc',
    )
    expect(getExplorerUrl({ network: solanaTestnet, path: 'tx/sig' })).toBe(
      'https://explorer.solana.com/tx/sig?cluster=testnet',
    )
    expect(
      getExplorerUrl({ network: { ...solanaDevnet, blockExplorers: undefined }, path: 'tx/x' }),
    ).toBeUndefined()
  })
})

describe('errors in words', () => {
  it('explains node errors', () => {
    expect(describeTransactionError('InsufficientFundsForFee')).toBe(
      'Not enough SOL to pay the network fee.',
    )
    expect(describeTransactionError('AccountNotFound')).toBe(
      'The paying account has no SOL on this network.',
    )
    expect(describeTransactionError('BlockhashNotFound')).toBe(
      'The transaction expired before it was processed. Try again.',
    )
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'The transfer would leave an account below the minimum balance it must keep (rent).',
    )
    expect(describeTransactionError('WouldExceedMaxBlockCostLimit')).toBe(
      'The transaction would fail: would exceed max block cost limit.',
    )
  })
  it('reads the reason from program logs', () => {
    expect(
      describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Transfer: insufficient lamports 5000, need 100000000',
      ]),
    ).toBe('Not enough SOL: the account has 0.000005 SOL and this transfer needs 0.1 SOL.')
    expect(
      describeTransactionError({ InstructionError: [1n, { Custom: 1n }] }, [
        'Program log: Error: insufficient funds',
      ]),
    ).toBe('Not enough tokens for this transfer.')
    expect(
      describeTransactionError({ InstructionError: [0, { Custom: 42 }] }, [
        'Program log: Error: The pool is paused',
      ]),
    ).toBe('The transaction would fail: The pool is paused.')
  })
  it('falls back to the instruction and its error', () => {
    expect(describeTransactionError({ InstructionError: [2, { Custom: 7 }] })).toBe(
      'The transaction would fail: instruction 3 returned error 7.',
    )
    expect(describeTransactionError({ InstructionError: [0, 'InvalidAccountData'] })).toBe(
      'The transaction would fail: invalid account data (instruction 1).',
    )
    expect(describeTransactionError(undefined)).toBe('The network rejected the transaction.')
  })
  it('types wallet and RPC errors', () => {
    expect(toSolanaError({ code: 4001, message: 'x' })).toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
    expect(toSolanaError(new Error('User declined the request'))).toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(toSolanaError(new Error('Wallet is locked'))).toMatchObject({
      name: 'WalletRequestError',
      shortMessage: 'Wallet is locked',
    })
    expect(toSolanaError('???')).toMatchObject({
      shortMessage: 'The wallet could not complete the request.',
    })
    const preflight = Object.assign(new Error('Solana error #-32002'), {
      context: { __code: -32002, logs: ['Program log: Error: insufficient funds'] },
    })
    expect(toSolanaError(preflight)).toMatchObject({
      name: 'TransactionFailedError',
      shortMessage: 'Not enough tokens for this transfer.',
    })
    expect(
      toSolanaError(Object.assign(new Error('#8100002'), { context: { __code: 8100002 } })),
    ).toMatchObject({ name: 'RpcRequestError' })
  })
})

describe('a hostile wallet’s answers', () => {
  const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  const hostile = (output: unknown[]) =>
    ({
      getWallet: () => ({
        name: 'Hostile',
        accounts: [{ address }],
        features: { 'solana:signMessage': { signMessage: async () => output } },
      }),
    }) as unknown as SolanaContext

  it.each([
    ['no output', []],
    ['an output without a signature', [{}]],
  ])('a signMessage with %s is InvalidWalletDataError, not a wallet error', async (_, output) => {
    const signing = signMessageBytes(hostile(output), { connectorId: 'x', address, message: 'hi' })
    await expect(signing).rejects.toBeInstanceOf(InvalidWalletDataError)
    await expect(signing).rejects.toMatchObject({
      shortMessage: 'The wallet sent invalid data',
      details: 'The wallet returned no signature.',
    })
  })
})
