import { afterEach, describe, expect, it } from 'vitest'
import { bip122, bitcoin } from '../../../chains/bip122/index.js'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import { solana, solanaMainnet } from '../../../chains/solana/index.js'
import {
  type ConnectorInfo,
  createKernel,
  defineChain,
  type GangwayOptions,
  type KernelInstance,
} from '../../../kernel/index.js'
import { bundledWallets } from '../../../ui-shell/directory/bundledWallets.js'
import {
  type CreateDirectorySourceParameters,
  createDirectorySource,
  hiddenWalletIds,
  sanitizeWallet,
  walletsResponseSchema,
} from '../../../ui-shell/directory/index.js'
import type { WalletListItem } from '../../../ui-shell/walletSource.js'
import { startDirectoryServer } from '../../support/directoryServer.js'

const kernels: KernelInstance[] = []
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) kernel.destroy()
  for (const stop of stops.splice(0)) await stop()
})

function setup(
  options: GangwayOptions = {},
  parameters: CreateDirectorySourceParameters = {},
  env: { origin?: string } = {},
) {
  const kernel = createKernel(
    { chains: [eip155({ networks: [mainnet] })], logLevel: 'silent', ...options },
    { env },
  )
  kernels.push(kernel)
  return { kernel, source: createDirectorySource(kernel, parameters) }
}

const evmWallets = bundledWallets.filter((w) => w.chains?.some((c) => c.startsWith('eip155:')))
const names = (items: readonly WalletListItem[]) => items.map((item) => item.name)

/** Every page of a list, as AllWallets loads it. */
async function loadAll(
  source: ReturnType<typeof setup>['source'],
  entries: number,
  search?: string,
) {
  const items: WalletListItem[] = []
  for (let page = 1; page < 20; page++) {
    const result = await source.getWallets({ page, entries, search })
    items.push(...result.data)
    if (items.length >= result.count || result.data.length === 0)
      return { items, count: result.count }
  }
  throw new Error('paging did not end')
}

const metaMask: ConnectorInfo = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
}
const demoWallet: ConnectorInfo = {
  id: 'dev.gangway.demo',
  name: 'Demo Wallet',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'dev.gangway.demo',
  imageUrl: 'data:image/svg+xml,<svg/>',
}

describe('the bundled directory', () => {
  it('has about 40 well-known wallets with inline icons and safe links', () => {
    expect(bundledWallets.length).toBeGreaterThanOrEqual(40)
    for (const wallet of bundledWallets) {
      expect(wallet.image_url).toMatch(/^data:image\/svg\+xml,/)
      const clean = sanitizeWallet(wallet)
      expect(clean).toMatchObject({ id: wallet.id, mobile_link: wallet.mobile_link })
      expect(clean?.homepage).toMatch(/^https:\/\//)
      expect(wallet.chains?.length).toBeGreaterThan(0)
    }
    expect(new Set(bundledWallets.map((w) => w.id)).size).toBe(bundledWallets.length)
  })

  it("lists the wallets a chain declares, and adds that chain's networks to a known one", async () => {
    const toy = defineChain({
      namespace: 'toy',
      name: 'Toy',
      networks: [
        {
          id: 'one',
          name: 'Toy',
          nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
          rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
          chainNamespace: 'toy',
          caipNetworkId: 'toy:one',
        },
      ],
      metadata: async () => ({
        wallets: [
          {
            id: 'toy-wallet',
            name: 'Toy Wallet',
            chains: ['toy:one'],
            homepage: 'https://toy.example',
          },
          { id: 'trust', name: 'Trust Wallet', chains: ['toy:one'] },
        ],
      }),
      adapter: () => Promise.reject(new Error('not loaded by a wallet list')),
    })
    const { source } = setup({ chains: [toy] })
    const { items } = await loadAll(source, 40)
    expect(names(items).sort()).toEqual(['Toy Wallet', 'Trust'])
    const { source: both } = setup({ chains: [eip155({ networks: [mainnet] }), toy] })
    const all = await loadAll(both, 100)
    expect(all.count).toBe(evmWallets.length + 1)
    expect(names(all.items).filter((name) => name === 'Trust')).toHaveLength(1)
  })

  it('lists it with no project id and no network, 40 per page', async () => {
    const { source } = setup()
    const first = await source.getWallets({ page: 1, entries: 40 })
    expect(first.count).toBe(evmWallets.length)
    expect(first.data).toHaveLength(Math.min(40, evmWallets.length))
    expect(first.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask' })
    expect(first.data.every((item) => !item.connector && item.imageUrl?.startsWith('data:'))).toBe(
      true,
    )
  })

  it('pages without gaps or duplicates', async () => {
    const { source } = setup()
    const { items, count } = await loadAll(source, 7)
    expect(items).toHaveLength(count)
    expect(new Set(items.map((i) => i.id)).size).toBe(count)
    expect((await source.getWallets({ page: 2, entries: 7 })).data[0]?.id).toBe(items[7]?.id)
  })

  it('searches by name, case-insensitively, 100 per search page', async () => {
    const { source } = setup()
    expect(
      names((await source.getWallets({ page: 1, entries: 100, search: 'RAIN' })).data),
    ).toEqual(['Rainbow'])
    const wallet = await source.getWallets({ page: 1, entries: 100, search: 'wallet' })
    expect(wallet.count).toBeGreaterThan(10)
    expect(wallet.data.every((item) => /wallet/i.test(item.name) || item.name === 'Trust')).toBe(
      true,
    )
    expect((await source.getWallets({ page: 1, entries: 100, search: 'zzz' })).count).toBe(0)
  })

  it("shows 'Trust Wallet' as 'Trust'", async () => {
    const { source } = setup()
    const { data } = await source.getWallets({ page: 1, entries: 100, search: 'trust' })
    expect(names(data)).toEqual(['Trust'])
  })
})

describe('host options', () => {
  it('puts featuredWalletIds first, in their order', async () => {
    const { source } = setup({ featuredWalletIds: ['zerion', 'rainbow'] })
    const { items, count } = await loadAll(source, 40)
    expect(items.slice(0, 3).map((i) => i.id)).toEqual(['zerion', 'rainbow', 'metamask'])
    expect(count).toBe(evmWallets.length)
    expect(items.filter((i) => i.id === 'rainbow')).toHaveLength(1)
  })

  it('lists only includeWalletIds and never excludeWalletIds', async () => {
    const included = setup({ includeWalletIds: ['rainbow', 'metamask', 'phantom'] })
    expect(names((await included.source.getWallets({ page: 1, entries: 40 })).data)).toEqual([
      'MetaMask',
      'Phantom',
      'Rainbow',
    ])
    const excluded = setup({ excludeWalletIds: ['metamask', 'rainbow'] })
    const { items, count } = await loadAll(excluded.source, 40)
    expect(count).toBe(evmWallets.length - 2)
    expect(items.map((i) => i.id)).not.toContain('metamask')
    expect(items.map((i) => i.id)).not.toContain('rainbow')
  })

  it('adds customWallets after featured ones, cleaned like directory entries', async () => {
    const { source } = setup({
      featuredWalletIds: ['rainbow'],
      customWallets: [
        {
          id: 'house',
          name: 'House Wallet',
          homepage: 'https://house.example',
          mobile_link: 'javascript:alert(1)',
          image_url: 'http://insecure.example/icon.png',
        },
      ],
    })
    const { data, count } = await source.getWallets({ page: 1, entries: 40 })
    expect(data.slice(0, 2).map((i) => i.id)).toEqual(['rainbow', 'house'])
    expect(data[1]).toMatchObject({ name: 'House Wallet', homepage: 'https://house.example/' })
    expect(data[1]?.mobileLink).toBeUndefined()
    expect(data[1]?.imageUrl).toBeUndefined()
    expect(count).toBe(evmWallets.length + 1)
  })

  it('hides SPEC hidden wallets, even when a host adds them', async () => {
    const { source } = setup({
      customWallets: [{ id: hiddenWalletIds[0]!, name: 'WalletConnect' }],
    })
    const { items } = await loadAll(source, 40)
    expect(items.map((i) => i.id)).not.toContain(hiddenWalletIds[0])
  })
})

describe('chains', () => {
  it('lists only wallets of the configured namespaces', async () => {
    const solanaOnly = setup({ chains: [solana({ networks: [solanaMainnet] })] })
    const solanaList = (await loadAll(solanaOnly.source, 40)).items.map((i) => i.id)
    expect(solanaList).toContain('phantom')
    expect(solanaList).toContain('solflare')
    expect(solanaList).not.toContain('metamask')

    const bitcoinOnly = setup({ chains: [bip122({ networks: [bitcoin] })] })
    const bitcoinList = (await loadAll(bitcoinOnly.source, 40)).items.map((i) => i.id)
    expect(bitcoinList).toContain('xverse')
    expect(bitcoinList).not.toContain('rainbow')
    expect(bitcoinList).not.toContain('solflare')
  })
})

describe('installed wallets', () => {
  it('come first, matched to the directory by rdns and not listed twice', async () => {
    const { kernel, source } = setup({ featuredWalletIds: ['rainbow'] })
    kernel.connectors.add(demoWallet)
    kernel.connectors.add(metaMask)
    const { items, count } = await loadAll(source, 40)
    expect(items.slice(0, 3).map((i) => i.name)).toEqual(['Demo Wallet', 'MetaMask', 'Rainbow'])
    expect(items[0]?.connector).toEqual(demoWallet)
    expect(items[1]).toMatchObject({ connector: metaMask, explorerId: 'metamask' })
    // The connector keeps its own identity: connections are recorded with it.
    expect(items[1]?.connector?.explorerId).toBeUndefined()
    // MetaMask has no icon of its own here: the directory's is used.
    expect(items[1]?.imageUrl).toMatch(/^data:image\/svg/)
    expect(items.filter((i) => i.name === 'MetaMask')).toHaveLength(1)
    expect(count).toBe(2 + evmWallets.length - 1)
  })

  it('recognises Wallet Standard wallets by name', async () => {
    const { kernel, source } = setup({ chains: [solana({ networks: [solanaMainnet] })] })
    kernel.connectors.add({
      id: 'Phantom',
      name: 'Phantom',
      type: 'ANNOUNCED',
      namespace: 'solana',
    })
    kernel.connectors.add({
      id: 'Trust Wallet',
      name: 'Trust Wallet',
      type: 'ANNOUNCED',
      namespace: 'solana',
    })
    const { items } = await loadAll(source, 40)
    expect(items.slice(0, 2).map((i) => [i.name, i.explorerId])).toEqual([
      ['Phantom', 'phantom'],
      ['Trust', 'trust'],
    ])
    expect(items.filter((i) => i.explorerId === 'phantom')).toHaveLength(1)
    expect(items.filter((i) => i.explorerId === 'trust')).toHaveLength(1)
  })

  it('an embedded (AUTH) wallet is not a row: its connect method (e-mail, social) is', async () => {
    const { kernel, source } = setup()
    kernel.connectors.add({ id: 'embedded', name: 'Email', type: 'AUTH', namespace: 'eip155' })
    kernel.connectors.add(metaMask)
    const { items } = await loadAll(source, 40)
    expect(items[0]?.name).toBe('MetaMask')
    expect(items.map((i) => i.name)).not.toContain('Email')
  })

  it('an excluded wallet stays hidden even when installed', async () => {
    const { kernel, source } = setup({ excludeWalletIds: ['metamask'] })
    kernel.connectors.add(metaMask)
    const { items } = await loadAll(source, 40)
    expect(items.map((i) => i.name)).not.toContain('MetaMask')
  })
})

describe('a hosted directory', () => {
  async function remote(parameters: Parameters<typeof startDirectoryServer>[0] = {}) {
    const server = await startDirectoryServer(parameters)
    stops.push(server.stop)
    return server
  }

  it('is asked with SPEC §7 parameters and paged 40 at a time', async () => {
    const server = await remote()
    const { kernel, source } = setup({ walletDirectory: { url: server.url, projectId: 'p1' } })
    kernel.connectors.add(demoWallet)
    const first = await source.getWallets({ page: 1, entries: 40 })
    // The remote list minus the hidden entry, the Demo Wallet (installed) and solana ones.
    expect(first.data[0]?.name).toBe('Demo Wallet')
    expect(first.data[0]?.connector).toBeDefined()
    expect(names(first.data).slice(1, 4)).toEqual(['Trust', 'Aurora Wallet', 'Beacon Wallet'])
    expect(names(first.data)).not.toContain('WalletConnect')
    expect(first.data.filter((i) => i.name === 'Demo Wallet')).toHaveLength(1)
    const query = server.requests.find((r) => r.path === '/getWallets')?.query
    expect(query).toMatchObject({
      page: '1',
      entries: '40',
      projectId: 'p1',
      st: 'gangway',
      chains: 'eip155:1',
    })
    expect(query?.sv).toMatch(/^gangway-/)
    expect(query?.exclude?.split(',')).toEqual(expect.arrayContaining([...hiddenWalletIds]))
    const { items, count } = await loadAll(source, 40)
    expect(items).toHaveLength(count)
    expect(new Set(items.map((i) => i.id)).size).toBe(count)
    expect(items.some((i) => i.id === 'remote-005')).toBe(false) // a solana wallet
    expect(server.requests.filter((r) => r.path === '/getWallets').length).toBeGreaterThan(2)
  })

  it('sends search, include and featured ids to the directory', async () => {
    const server = await remote()
    const { source } = setup({
      walletDirectory: { url: server.url },
      featuredWalletIds: ['remote-011'],
    })
    const found = await source.getWallets({ page: 1, entries: 100, search: 'zephyr' })
    expect(names(found.data)).toEqual(['Zephyr Wallet', 'Zephyr Wallet 2', 'Zephyr Wallet 3'])
    const calls = server.requests.filter((r) => r.path === '/getWallets').map((r) => r.query)
    expect(calls).toContainEqual(expect.objectContaining({ include: 'remote-011', entries: '1' }))
    expect(calls).toContainEqual(expect.objectContaining({ search: 'zephyr', entries: '100' }))
    const list = await source.getWallets({ page: 1, entries: 40 })
    expect(list.data[0]).toMatchObject({ id: 'remote-011', name: 'Kestrel Wallet' })
  })

  it('serves images from /getWalletImage; a slow one (over 2 s) gets the fallback icon', async () => {
    const server = await remote({ slowImages: { ids: ['remote-001'], delay: 3_000 } })
    const loadImage = async (path: string) => {
      const response = await fetch(new URL(path, server.url))
      if (!response.ok) throw new Error(String(response.status))
      await response.arrayBuffer()
    }
    const { source } = setup(
      { walletDirectory: { url: server.url, projectId: 'p1' } },
      { loadImage },
      { origin: server.url },
    )
    const started = Date.now()
    const { data } = await source.getWallets({ page: 1, entries: 40 })
    expect(Date.now() - started).toBeLessThan(2_900)
    expect(data.find((i) => i.id === 'remote-002')?.imageUrl).toBe(
      '/getWalletImage/remote-002?projectId=p1&st=gangway&sv=gangway-0.1.0',
    )
    expect(data.find((i) => i.id === 'remote-001')?.imageUrl).toBeUndefined()
    expect(server.requests.filter((r) => r.path.startsWith('/getWalletImage/'))).toHaveLength(20)
  })

  it('drops images that are not https: or same-origin', async () => {
    const server = await remote()
    const { source } = setup({ walletDirectory: { url: server.url } })
    const { data } = await source.getWallets({ page: 1, entries: 40 })
    expect(data.every((item) => item.imageUrl === undefined)).toBe(true)
  })

  for (const failure of ['status', 'shape', 'hang'] as const) {
    it(`falls back to the bundled list when the directory fails (${failure})`, async () => {
      const server = await remote({ failure })
      const { source } = setup({ walletDirectory: { url: server.url } }, { remoteTimeout: 300 })
      const started = Date.now()
      const first = await source.getWallets({ page: 1, entries: 40 })
      expect(first.data[0]).toMatchObject({ id: 'metamask' })
      expect(first.count).toBe(evmWallets.length)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(server.requests.some((r) => r.path === '/getWallets')).toBe(true)
      // Later lists do not wait for the broken directory again.
      const before = server.requests.length
      await source.getWallets({ page: 1, entries: 100, search: 'rain' })
      expect(server.requests.length).toBe(before)
    })
  }

  it('checks responses with zod', () => {
    expect(walletsResponseSchema.safeParse({ data: [], count: 0 }).success).toBe(true)
    expect(walletsResponseSchema.safeParse({ data: [{ id: 1 }], count: 1 }).success).toBe(false)
    expect(walletsResponseSchema.safeParse({ data: [], count: '3' }).success).toBe(false)
  })
})

describe('untrusted entries', () => {
  it('keep only https links, wallet schemes and safe images', () => {
    const clean = sanitizeWallet({
      id: 'x',
      name: ' Evil\u202e Wallet\u0007 ',
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'evil://ok',
      webapp_link: 'http://plain.example',
      homepage: 'https://user:pw@evil.example',
      image_url: 'javascript:alert(1)',
    })
    expect(clean).toMatchObject({
      name: 'Evil Wallet',
      mobile_link: null,
      desktop_link: 'evil://ok',
      webapp_link: null,
      homepage: null,
      image_url: null,
    })
    expect(sanitizeWallet({ id: '', name: 'x' })).toBeUndefined()
  })
})
