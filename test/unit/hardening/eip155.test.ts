// The eip155 adapter against hostile or broken EIP-1193 wallets (issue 14). The wallet is a
// scripted stand-in: it is the part we do not own.
import { describe, expect, it } from 'vitest'
import { createEip155Adapter } from '../../../chains/eip155/createEip155Adapter.js'
import { injectedConnectorId, mainnet } from '../../../chains/eip155/index.js'
import type { Provider } from '../../../chains/eip155/types.js'
import {
  createCachedRead,
  createWaitMap,
  InvalidWalletDataError,
} from '../../../kernel/internal.js'
import { startKernel } from '../kernel/support.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Script = Record<string, (params: unknown) => unknown>

/** An EIP-1193 wallet whose answers the test scripts, recording every request. */
function scriptedWallet(script: Script) {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const requests: string[] = []
  const provider = {
    request({ method, params }: { method: string; params?: unknown }) {
      requests.push(method)
      const answer = script[method]
      if (!answer) return Promise.reject({ code: 4200, message: `${method} not supported` })
      return answer(params)
    },
    on(event: string, listener: (value: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider: provider as unknown as Provider,
    requests,
    /** Emits like the wallet's own emitter: a listener's throw reaches the wallet. */
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

function setup(wallet: ReturnType<typeof scriptedWallet>) {
  const kernel = startKernel()
  const registry = createWaitMap<Provider>(kernel.env)
  registry.set('io.wallet', wallet.provider)
  const adapter = createEip155Adapter({
    kernel,
    namespace: 'eip155',
    networks: [mainnet],
    options: { networks: [mainnet] },
    registry,
    readCached: createCachedRead(kernel),
    getSessionProvider: async () => undefined,
    injectedConnectorId,
  })
  return { kernel, registry, adapter }
}

describe('eth_chainId answers are validated', () => {
  for (const bad of ['banana', '0x0', -1, 1.5, '0xfffffffffffffffffffff', '', null, '1e3', ' 1'])
    it(`refuses ${JSON.stringify(bad)} with InvalidWalletDataError`, async () => {
      const wallet = scriptedWallet({
        eth_requestAccounts: async () => [alice],
        eth_chainId: async () => bad,
      })
      const { adapter } = setup(wallet)
      await expect(adapter.connect({ connectorId: 'io.wallet' })).rejects.toBeInstanceOf(
        InvalidWalletDataError,
      )
    })

  it('accepts hex, decimal and numeric chain ids', async () => {
    for (const good of ['0x1', '1', 1]) {
      const wallet = scriptedWallet({
        eth_requestAccounts: async () => [alice],
        eth_chainId: async () => good,
      })
      const { adapter } = setup(wallet)
      await expect(adapter.connect({ connectorId: 'io.wallet' })).resolves.toMatchObject({
        caipNetworkId: 'eip155:1',
      })
    }
  })
})

describe('a silent restore (eth_accounts, eth_chainId) validates the same answers', () => {
  for (const [what, script] of [
    [
      '"banana" as the chain id',
      { eth_accounts: async () => [alice], eth_chainId: async () => 'banana' },
    ],
    ['0x0 as the chain id', { eth_accounts: async () => [alice], eth_chainId: async () => '0x0' }],
    [
      "['hello'] as the accounts",
      { eth_accounts: async () => ['hello'], eth_chainId: async () => '0x1' },
    ],
  ] as [string, Script][])
    it(`restores nothing when the wallet answers ${what}, and does not listen to it`, async () => {
      const wallet = scriptedWallet(script)
      const { adapter } = setup(wallet)
      await expect(adapter.reconnect({ connectorId: 'io.wallet' })).resolves.toBeNull()
      expect(wallet.listenerCount('accountsChanged')).toBe(0)
    })

  it('restores a wallet that answers well', async () => {
    const wallet = scriptedWallet({
      eth_accounts: async () => [alice],
      eth_chainId: async () => '0x1',
    })
    const { adapter } = setup(wallet)
    await expect(adapter.reconnect({ connectorId: 'io.wallet' })).resolves.toMatchObject({
      caipNetworkId: 'eip155:1',
    })
  })
})

describe('eth_requestAccounts answers are validated', () => {
  for (const bad of [['hello'], 'not a list', [alice, '<b>x</b>'], [42], [`${alice}00`]])
    it(`refuses ${JSON.stringify(bad)}`, async () => {
      const wallet = scriptedWallet({
        eth_requestAccounts: async () => bad,
        eth_chainId: async () => '0x1',
      })
      const { adapter } = setup(wallet)
      await expect(adapter.connect({ connectorId: 'io.wallet' })).rejects.toBeInstanceOf(
        InvalidWalletDataError,
      )
    })

  it('checksums and de-duplicates what the wallet sent', async () => {
    const wallet = scriptedWallet({
      eth_requestAccounts: async () => [alice.toLowerCase(), alice],
      eth_chainId: async () => '0x1',
    })
    const { adapter } = setup(wallet)
    const result = await adapter.connect({ connectorId: 'io.wallet' })
    expect(result.accounts.map((a) => a.address)).toEqual([alice])
  })
})

describe('wallet events never throw back into the wallet', () => {
  it("accountsChanged(['hello']) and chainChanged('banana') are dropped", async () => {
    const wallet = scriptedWallet({
      eth_requestAccounts: async () => [alice],
      eth_chainId: async () => '0x1',
    })
    const { adapter } = setup(wallet)
    await adapter.connect({ connectorId: 'io.wallet' })
    expect(() => wallet.emit('accountsChanged', ['hello'])).not.toThrow()
    expect(() => wallet.emit('accountsChanged', 'hello')).not.toThrow()
    expect(() => wallet.emit('chainChanged', 'banana')).not.toThrow()
    expect(() => wallet.emit('chainChanged', '0x0')).not.toThrow()
  })
})

describe('disconnect always completes', () => {
  it('a wallet_revokePermissions that throws synchronously', async () => {
    const wallet = scriptedWallet({
      eth_requestAccounts: async () => [alice],
      eth_chainId: async () => '0x1',
    })
    const { adapter } = setup(wallet)
    await adapter.connect({ connectorId: 'io.wallet' })
    const original = wallet.provider.request
    ;(wallet.provider as { request: unknown }).request = (args: { method: string }) => {
      if (args.method === 'wallet_revokePermissions') throw new Error('sync throw')
      return original(args as never)
    }
    await expect(adapter.disconnect({ connectorId: 'io.wallet' })).resolves.toBeUndefined()
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
  })

  it('a wallet_revokePermissions that returns a non-promise', async () => {
    const wallet = scriptedWallet({
      eth_requestAccounts: async () => [alice],
      eth_chainId: async () => '0x1',
    })
    const { adapter } = setup(wallet)
    await adapter.connect({ connectorId: 'io.wallet' })
    ;(wallet.provider as { request: unknown }).request = () => 'not a promise'
    await expect(adapter.disconnect({ connectorId: 'io.wallet' })).resolves.toBeUndefined()
  })
})

describe('a connected session is bound to its provider object', () => {
  it('a newcomer announcing the same rdns does not receive the session’s requests', async () => {
    const original = scriptedWallet({
      eth_requestAccounts: async () => [alice],
      eth_chainId: async () => '0x1',
      personal_sign: async () => '0xoriginal',
    })
    const newcomer = scriptedWallet({
      eth_requestAccounts: async () => [alice],
      eth_chainId: async () => '0x1',
      personal_sign: async () => '0xnewcomer',
    })
    const { adapter, registry } = setup(original)
    await adapter.connect({ connectorId: 'io.wallet' })
    registry.set('io.wallet', newcomer.provider)
    expect(adapter.getProvider({ connectorId: 'io.wallet' })).toBe(original.provider)
    const signature = await adapter.signMessage({
      connectorId: 'io.wallet',
      address: alice,
      message: 'hello',
    })
    expect(signature).toBe('0xoriginal')
    expect(newcomer.requests).toEqual([])
    // Once the session ends, a new connection goes through the provider now announced.
    await adapter.disconnect({ connectorId: 'io.wallet' })
    expect(adapter.getProvider({ connectorId: 'io.wallet' })).toBe(newcomer.provider)
  })
})
