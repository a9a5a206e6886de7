// ENS read through viem exactly as a mainnet app reads it (the chain's ensUniversalResolver
// points at the local deployment), and the names plugin reading through the kernel. The name
// service's own routes run on PGlite and PostgreSQL in nameRoutes.*.test.ts.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, base, eip155 } from '../../../chains/eip155/index.js'
import { createKernel, nameMethods } from '../../../kernel/index.js'
import { InvalidNameError } from '../../../plugins/names/errors.js'
import { type NameService, names } from '../../../plugins/names/index.js'
import { claimName, setRecords, setReverseName } from '../../support/ens.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { avatar, coinType, type NamesTestbed, startNamesTestbed } from './namesTestbed.js'

let testbed: NamesTestbed

beforeAll(async () => {
  testbed = await startNamesTestbed()
})

afterAll(async () => {
  await testbed?.stop()
})

describe('ENS through the universal resolver', () => {
  it('resolves forward for mainnet and, through the ENSIP-19 default, for any EVM chain', async () => {
    expect(await testbed.client.getEnsAddress({ name: 'alice.eth' })).toBe(testbed.deployer.address)
    // Multi-coin records are bytes: viem returns them lower-case.
    expect(
      await testbed.client.getEnsAddress({ name: 'alice.eth', coinType: BigInt(coinType) }),
    ).toBe(testbed.deployer.address.toLowerCase())
    expect(await testbed.client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
  })

  it('reads the primary name, verified forward, and the avatar', async () => {
    expect(await testbed.client.getEnsName({ address: testbed.deployer.address })).toBe('alice.eth')
    expect(await testbed.client.getEnsName({ address: testbed.visitor.address })).toBeNull()
    expect(await testbed.client.getEnsAvatar({ name: 'alice.eth' })).toBe(avatar)
  })

  it('does not report a primary name whose forward record names someone else', async () => {
    const malloryKey = generatePrivateKey()
    const mallory = privateKeyToAccount(malloryKey)
    await testbed.fund(mallory.address)
    // Mallory sets alice.eth as her primary name; alice.eth does not point at her.
    await setRecords(testbed.node.rpcUrl, testbed.ens, {
      ownerKey: malloryKey,
      name: 'alice.eth',
      primary: true,
    })
    expect(await testbed.client.getEnsName({ address: mallory.address })).toBeNull()
    await expect(
      testbed.client.getEnsName({ address: mallory.address, strict: true }),
    ).rejects.toThrow(/ReverseAddressMismatch/)
  })
})

describe('names(): the plugin reads through the kernel', () => {
  function setup(service?: NameService) {
    const storage = memoryStorage()
    const kernel = createKernel(
      {
        chains: [
          eip155({ networks: [anvilNetwork, base], rpcUrls: { 31337: [testbed.node.rpcUrl] } }),
        ],
        plugins: [
          names({
            service: service ?? { url: `${testbed.site.url}/names`, parent: 'dapp.eth' },
            ens: { chainId: 31337, universalResolver: testbed.ens.universalResolver },
          }),
        ],
        storage,
      },
      { env: { isBrowser: false, now: () => testbed.clock.now } },
    )
    const resolve = (name: string, caipNetworkId: `eip155:${string}` = 'eip155:31337') =>
      kernel.request({
        method: nameMethods.resolveName,
        params: [{ namespace: 'eip155', caipNetworkId, name }],
      })
    const lookup = (address: string, caipNetworkId: `eip155:${string}` = 'eip155:31337') =>
      kernel.request({
        method: nameMethods.lookupAddress,
        params: [{ namespace: 'eip155', caipNetworkId, address }],
      })
    return { kernel, stored: storage.map, resolve, lookup }
  }

  it('resolves ENS names for the network, normalised, and caches them for 5 minutes', async () => {
    const { resolve, stored } = setup()
    expect(await resolve('ALICE.eth')).toBe(testbed.deployer.address)
    expect(await resolve('nobody.eth')).toBeNull()
    const cached = [...stored.entries()].find(([key]) => key.endsWith('cache/name'))
    expect(JSON.parse(cached![1])).toEqual([
      {
        id: `${coinType}:alice.eth`,
        timestamp: testbed.clock.now,
        value: testbed.deployer.address,
      },
      { id: `${coinType}:nobody.eth`, timestamp: testbed.clock.now, value: null },
    ])
  })

  it('refuses a confusable name with ENSIP-15 reason, and a chain id at 2^31', async () => {
    const { resolve } = setup()
    const confusable = await resolve('p\u0430ypal.eth').catch((error: unknown) => error)
    expect(confusable).toBeInstanceOf(InvalidNameError)
    expect((confusable as InvalidNameError).shortMessage).toMatch(/^Invalid name: .+/)
    await expect(resolve('alice.eth', 'eip155:2147483648')).rejects.toMatchObject({
      shortMessage: 'Invalid chainId',
    })
  })

  it('shows the primary name and avatar, and a service name once ENS agrees', async () => {
    const { lookup } = setup()
    expect(await lookup(testbed.deployer.address)).toEqual({ name: 'alice.eth', avatar })
    const carol = privateKeyToAccount(generatePrivateKey())
    expect(await testbed.register(carol, 'carol.dapp.eth')).toMatchObject({ status: 200 })
    expect(await lookup(carol.address)).toEqual({ name: 'carol.dapp.eth' })
    expect(await setup().resolve('carol.dapp.eth')).toBe(carol.address)
  })

  it('does not show a name a hostile service claims for an address ENS does not confirm', async () => {
    const mallory = privateKeyToAccount(generatePrivateKey())
    const lying: NameService = {
      parent: 'dapp.eth',
      getProfile: async () => null,
      getNamesForAddress: async () => [
        { name: 'carol.dapp.eth', addresses: {}, attributes: { avatar: 'javascript:alert(1)' } },
      ],
      getSuggestions: async () => [],
      register: async () => ({ name: '' }),
      release: async () => undefined,
    }
    expect(await setup(lying).lookup(mallory.address)).toBeNull()
  })

  it('shows the name an address chose for the chain, then its default EVM name: never its ENS-chain name elsewhere (ENSIP-19)', async () => {
    const { lookup } = setup()
    // The deployer's only primary name is alice.eth on addr.reverse: ENS's own chain.
    expect(await lookup(testbed.deployer.address, 'eip155:8453')).toBeNull()

    const daveKey = generatePrivateKey()
    const dave = privateKeyToAccount(daveKey)
    await testbed.fund(dave.address)
    for (const [name, namespace] of [
      ['dave.eth', 'default'],
      ['dave-on-base.eth', ((0x80000000 | base.id) >>> 0).toString(16)],
    ] as const) {
      await claimName(testbed.node.rpcUrl, testbed.ens, {
        deployer: testbed.deployerKey,
        name,
        owner: dave.address,
      })
      await setRecords(testbed.node.rpcUrl, testbed.ens, {
        ownerKey: daveKey,
        name,
        defaultAddress: dave.address,
      })
      await setReverseName(testbed.node.rpcUrl, testbed.ens, {
        deployer: testbed.deployerKey,
        ownerKey: daveKey,
        namespace,
        name,
      })
    }
    const fresh = setup()
    expect(await fresh.lookup(dave.address, 'eip155:8453')).toEqual({ name: 'dave-on-base.eth' })
    expect(await fresh.lookup(dave.address, 'eip155:10')).toEqual({ name: 'dave.eth' })
    // On ENS's own chain only addr.reverse counts.
    expect(await fresh.lookup(dave.address)).toBeNull()
  })
})
