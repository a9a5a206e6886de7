// ENS read through viem exactly as a mainnet app reads it (the chain's ensUniversalResolver
// points at the local deployment), and the self-hosted name service answering CCIP-Read.
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  toFunctionSelector,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import { toCoinType } from '../../../chains/eip155/toCoinType.js'
import { createKernel, nameMethods } from '../../../kernel/index.js'
import { InvalidNameError } from '../../../plugins/names/errors.js'
import { type NameService, names } from '../../../plugins/names/index.js'
import { answerResolveRequest } from '../../../secure-site/src/names/answerResolveRequest.js'
import { type RunningSite, startSite } from '../../../secure-site/test/support/startSite.js'
import { type Anvil, startAnvil, testPrivateKeys } from '../../support/anvil.js'
import {
  claimName,
  deployEns,
  deployOffchainResolver,
  type EnsDeployment,
  setRecords,
} from '../../support/ens.js'

const [deployerKey, visitorKey] = testPrivateKeys
const visitor = privateKeyToAccount(visitorKey)
const deployer = privateKeyToAccount(deployerKey)
const gatewaySignerKey = generatePrivateKey()
const avatar = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

let node: Anvil
let ens: EnsDeployment
let site: RunningSite
let forgedGateway: Server
let client: PublicClient
const clock = { now: Date.now() }
const coinType = toCoinType(31337)

async function register(
  account: ReturnType<typeof privateKeyToAccount>,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const message = JSON.stringify({ name, timestamp: clock.now, ...extra })
  const signature = await account.signMessage({ message })
  return site.api('/names/v1/profile/account', {
    body: { coin_type: coinType, address: account.address, message, signature },
  })
}

beforeAll(async () => {
  node = await startAnvil()
  ens = await deployEns(node.rpcUrl, { deployer: deployerKey, chainId: node.chainId })
  site = await startSite({
    masterKey: randomBytes(32),
    clock,
    names: {
      parent: 'dapp.eth',
      signerKey: gatewaySignerKey,
      perAddress: 1,
      rateLimit: 100,
      answerTtlSeconds: 300,
    },
  })
  await deployOffchainResolver(node.rpcUrl, ens, {
    deployer: deployerKey,
    parent: 'dapp.eth',
    gatewayUrl: `${site.url}/names/v1/gateway`,
    signers: [privateKeyToAccount(gatewaySignerKey).address],
  })
  // On-chain names: alice.eth (the deployer's primary name, with an avatar), bob.eth.
  await claimName(node.rpcUrl, ens, {
    deployer: deployerKey,
    name: 'alice.eth',
    owner: deployer.address,
  })
  await setRecords(node.rpcUrl, ens, {
    ownerKey: deployerKey,
    name: 'alice.eth',
    address: deployer.address,
    defaultAddress: deployer.address,
    avatar,
    primary: true,
  })
  client = createPublicClient({ chain: ens.chain, transport: http(node.rpcUrl) })
})

afterAll(async () => {
  forgedGateway?.close()
  await site?.close()
  await node?.stop()
})

describe('ENS through the universal resolver', () => {
  it('resolves forward for mainnet and, through the ENSIP-19 default, for any EVM chain', async () => {
    expect(await client.getEnsAddress({ name: 'alice.eth' })).toBe(deployer.address)
    // Multi-coin records are bytes: viem returns them lower-case.
    expect(await client.getEnsAddress({ name: 'alice.eth', coinType: BigInt(coinType) })).toBe(
      deployer.address.toLowerCase(),
    )
    expect(await client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
  })

  it('reads the primary name, verified forward, and the avatar', async () => {
    expect(await client.getEnsName({ address: deployer.address })).toBe('alice.eth')
    expect(await client.getEnsName({ address: visitor.address })).toBeNull()
    expect(await client.getEnsAvatar({ name: 'alice.eth' })).toBe(avatar)
  })

  it('does not report a primary name whose forward record names someone else', async () => {
    const malloryKey = generatePrivateKey()
    const mallory = privateKeyToAccount(malloryKey)
    await createWalletClient({ account: deployer, transport: http(node.rpcUrl) }).sendTransaction({
      to: mallory.address,
      value: 10n ** 18n,
      chain: null,
    })
    // Mallory sets alice.eth as her primary name; alice.eth does not point at her.
    await setRecords(node.rpcUrl, ens, { ownerKey: malloryKey, name: 'alice.eth', primary: true })
    expect(await client.getEnsName({ address: mallory.address })).toBeNull()
    await expect(client.getEnsName({ address: mallory.address, strict: true })).rejects.toThrow(
      /ReverseAddressMismatch/,
    )
  })
})

describe('self-hosted names through CCIP-Read', () => {
  it('registers a name that a second, independent viem client resolves through the gateway', async () => {
    const response = await register(visitor, 'visitor.dapp.eth', {
      attributes: { avatar },
    })
    expect(response).toMatchObject({
      status: 200,
      body: { success: true, name: 'visitor.dapp.eth' },
    })
    const other = createPublicClient({
      chain: {
        ...ens.chain,
        contracts: { ensUniversalResolver: { address: ens.universalResolver } },
      },
      transport: http(node.rpcUrl),
    })
    expect(
      await other.getEnsAddress({
        name: 'visitor.dapp.eth',
        coinType: BigInt(coinType),
        strict: true,
      }),
    ).toBe(visitor.address.toLowerCase())
    expect(await other.getEnsText({ name: 'visitor.dapp.eth', key: 'avatar' })).toBe(avatar)
    // Registered for this chain only: mainnet's coin type has no address.
    expect(await other.getEnsAddress({ name: 'visitor.dapp.eth' })).toBeNull()
    expect(
      await other.getEnsAddress({ name: 'unknown.dapp.eth', coinType: BigInt(coinType) }),
    ).toBeNull()
    const reverse = await site.api(`/names/v1/profile/reverse/${visitor.address}`)
    expect(reverse.body).toEqual([
      {
        name: 'visitor.dapp.eth',
        addresses: { [String(coinType)]: { address: visitor.address } },
        attributes: { avatar },
      },
    ])
  })

  it('verifies a primary name whose forward record sits behind CCIP-Read', async () => {
    // Dora holds dora.dapp.eth for coin type 60 (the gateway's record) and names it as her
    // primary name on chain: the forward check needs the gateway, as on mainnet.
    const doraKey = generatePrivateKey()
    const dora = privateKeyToAccount(doraKey)
    await createWalletClient({ account: deployer, transport: http(node.rpcUrl) }).sendTransaction({
      to: dora.address,
      value: 10n ** 18n,
      chain: null,
    })
    const message = JSON.stringify({ name: 'dora.dapp.eth', timestamp: clock.now })
    expect(
      await site.api('/names/v1/profile/account', {
        body: {
          coin_type: 60,
          address: dora.address,
          message,
          signature: await dora.signMessage({ message }),
        },
      }),
    ).toMatchObject({ status: 200 })
    await setRecords(node.rpcUrl, ens, { ownerKey: doraKey, name: 'dora.dapp.eth', primary: true })
    expect(await client.getEnsAddress({ name: 'dora.dapp.eth', strict: true })).toBe(dora.address)
    expect(await client.getEnsName({ address: dora.address, strict: true })).toBe('dora.dapp.eth')
    // The gateway's forward answer must still name her: someone else claiming it is refused.
    const eveKey = generatePrivateKey()
    const eve = privateKeyToAccount(eveKey)
    await createWalletClient({ account: deployer, transport: http(node.rpcUrl) }).sendTransaction({
      to: eve.address,
      value: 10n ** 18n,
      chain: null,
    })
    await setRecords(node.rpcUrl, ens, { ownerKey: eveKey, name: 'dora.dapp.eth', primary: true })
    expect(await client.getEnsName({ address: eve.address })).toBeNull()
    await expect(client.getEnsName({ address: eve.address, strict: true })).rejects.toThrow(
      /ReverseAddressMismatch/,
    )
  })

  it('rejects an answer signed by a key the resolver does not trust', async () => {
    const forgerKey = generatePrivateKey()
    forgedGateway = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', async () => {
        const { sender, data } = JSON.parse(body) as { sender: Address; data: Hex }
        const answer = await answerResolveRequest({
          sender,
          callData: data,
          parent: 'other.eth',
          findRecord: async () => ({ address: forger(forgerKey), coinType: 60n, avatar: null }),
          signerKey: forgerKey,
          expires: BigInt(Math.floor(Date.now() / 1000) + 300),
        })
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ data: answer }))
      })
    })
    await new Promise<void>((resolve) => forgedGateway.listen(0, '127.0.0.1', resolve))
    const port = (forgedGateway.address() as AddressInfo).port
    const resolver = await deployOffchainResolver(node.rpcUrl, ens, {
      deployer: deployerKey,
      parent: 'other.eth',
      gatewayUrl: `http://127.0.0.1:${port}/`,
      signers: [privateKeyToAccount(gatewaySignerKey).address],
    })
    // The resolver's InvalidSignature(address) error, wrapped in the universal resolver's.
    const invalidSignature = toFunctionSelector('InvalidSignature(address)').slice(2)
    await expect(client.getEnsAddress({ name: 'evil.other.eth', strict: true })).rejects.toThrow(
      new RegExp(`ResolverError[\\s\\S]*${invalidSignature}`),
    )
    expect(await client.getEnsAddress({ name: 'evil.other.eth' })).toBeNull()
    // Control: once the resolver trusts the forger's key, the same answer is accepted.
    const owner = createWalletClient({ account: deployer, transport: http(node.rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: resolver,
        abi: ens.abis.offchainResolver,
        functionName: 'setSigner',
        args: [forger(forgerKey), true],
        chain: null,
      }),
    })
    expect(await client.getEnsAddress({ name: 'evil.other.eth' })).toBe(forger(forgerKey))
  })

  it('refuses 3 characters, a confusable name and a taken name with the reason', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey())
    expect(await register(fresh, 'abc.dapp.eth')).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_NAME',
        message: 'A name uses letters, digits or hyphen and has at least 4 characters',
      },
    })
    const confusable = await register(fresh, 'p\u0430ypal.dapp.eth')
    expect(confusable).toMatchObject({ status: 400, body: { code: 'INVALID_NAME' } })
    expect(String(confusable.body.message)).toMatch(
      /^p\u0430ypal\.dapp\.eth is not a valid name: .+/,
    )
    expect(await register(fresh, 'visitor.dapp.eth')).toMatchObject({
      status: 409,
      body: { code: 'NAME_TAKEN', message: 'visitor.dapp.eth is already taken' },
    })
  })

  it('keeps one name per address, refuses a replayed message, and releases with a fresh signature', async () => {
    expect(await register(visitor, 'second.dapp.eth')).toMatchObject({
      status: 409,
      body: { code: 'NAME_LIMIT', message: 'This address already has a name' },
    })
    const release = async () => {
      const message = JSON.stringify({
        name: 'visitor.dapp.eth',
        release: true,
        timestamp: clock.now,
      })
      const signature = await visitor.signMessage({ message })
      const body = { coin_type: coinType, address: visitor.address, message, signature }
      return [
        await site.api('/names/v1/profile/account/release', { body }),
        await site.api('/names/v1/profile/account/release', { body }),
      ] as const
    }
    const [released, replayed] = await release()
    expect(released).toMatchObject({ status: 200, body: { success: true } })
    expect(replayed).toMatchObject({ status: 409, body: { code: 'MESSAGE_USED' } })
    expect(
      await client.getEnsAddress({ name: 'visitor.dapp.eth', coinType: BigInt(coinType) }),
    ).toBeNull()
    const stale = JSON.stringify({ name: 'later.dapp.eth', timestamp: clock.now - 11 * 60_000 })
    expect(
      await site.api('/names/v1/profile/account', {
        body: {
          coin_type: coinType,
          address: visitor.address,
          message: stale,
          signature: await visitor.signMessage({ message: stale }),
        },
      }),
    ).toMatchObject({ status: 400, body: { code: 'MESSAGE_EXPIRED' } })
    const forged = JSON.stringify({ name: 'later.dapp.eth', timestamp: clock.now })
    expect(
      await site.api('/names/v1/profile/account', {
        body: {
          coin_type: coinType,
          address: visitor.address,
          message: forged,
          signature: await deployer.signMessage({ message: forged }),
        },
      }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
  })

  it('suggests free names beside a taken one', async () => {
    await register(deployer, 'taken.dapp.eth')
    const response = await site.api('/names/v1/profile/suggestions/taken')
    const suggestions = (response.body as { suggestions: { name: string }[] }).suggestions
    expect(suggestions.map((item) => item.name)).not.toContain('taken.dapp.eth')
    expect(suggestions[0]?.name).toBe('taken-1.dapp.eth')
  })
})

function forger(key: Hex): Address {
  return privateKeyToAccount(key).address
}

describe('names(): the plugin reads through the kernel', () => {
  function setup(service?: NameService) {
    const stored = new Map<string, string>()
    const kernel = createKernel(
      {
        chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
        plugins: [
          names({
            service: service ?? { url: `${site.url}/names`, parent: 'dapp.eth' },
            ens: { chainId: 31337, universalResolver: ens.universalResolver },
          }),
        ],
        storage: {
          getItem: (key) => stored.get(key) ?? null,
          setItem: (key, value) => void stored.set(key, value),
          removeItem: (key) => void stored.delete(key),
        },
      },
      { env: { isBrowser: false, now: () => clock.now } },
    )
    const resolve = (name: string, caipNetworkId: `eip155:${string}` = 'eip155:31337') =>
      kernel.request({
        method: nameMethods.resolveName,
        params: [{ namespace: 'eip155', caipNetworkId, name }],
      })
    const lookup = (address: string) =>
      kernel.request({
        method: nameMethods.lookupAddress,
        params: [{ namespace: 'eip155', caipNetworkId: 'eip155:31337', address }],
      })
    return { kernel, stored, resolve, lookup }
  }

  it('resolves ENS names for the network, normalised, and caches them for 5 minutes', async () => {
    const { resolve, stored } = setup()
    expect(await resolve('ALICE.eth')).toBe(deployer.address)
    expect(await resolve('nobody.eth')).toBeNull()
    const cached = [...stored.entries()].find(([key]) => key.endsWith('cache/name'))
    expect(JSON.parse(cached![1])).toEqual([
      { id: `${coinType}:alice.eth`, timestamp: clock.now, value: deployer.address },
      { id: `${coinType}:nobody.eth`, timestamp: clock.now, value: null },
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
    expect(await lookup(deployer.address)).toEqual({ name: 'alice.eth', avatar })
    const carol = privateKeyToAccount(generatePrivateKey())
    expect(await register(carol, 'carol.dapp.eth')).toMatchObject({ status: 200 })
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
})
