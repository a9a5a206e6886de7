// The self-hosted name service's routes (SPEC §7 profile calls and the EIP-3668 gateway) as
// ENS clients and the widget use them, run on each database the secure site supports.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toFunctionSelector,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SecureSiteOptions } from '../../../secure-site/src/index.js'
import { answerResolveRequest } from '../../../secure-site/src/names/answerResolveRequest.js'
import erc1271WalletArtifact from '../../support/contracts/artifacts/Erc1271Wallet.json' with {
  type: 'json',
}
import { deployOffchainResolver, setRecords } from '../../support/ens.js'
import { waitForReceipt } from '../../support/receipt.js'
import {
  avatar,
  coinType,
  create2Deployer,
  type NamesTestbed,
  startNamesTestbed,
} from './namesTestbed.js'

/**
 * The name routes on one database: `database()` gives the site's database options once the
 * file's server is up (PGlite when empty).
 */
export function describeNameRoutes(label: string, database: () => Partial<SecureSiteOptions>) {
  describe(`self-hosted names through CCIP-Read on ${label}`, () => {
    let testbed: NamesTestbed
    let forgedGateway: Server | undefined
    beforeAll(async () => {
      testbed = await startNamesTestbed(database())
    })
    afterAll(async () => {
      forgedGateway?.close()
      await testbed?.stop()
    })
    it('registers a name that a second, independent viem client resolves through the gateway', async () => {
      const response = await testbed.register(testbed.visitor, 'visitor.dapp.eth', {
        attributes: { avatar },
      })
      expect(response).toMatchObject({
        status: 200,
        body: { success: true, name: 'visitor.dapp.eth' },
      })
      const other = createPublicClient({
        chain: {
          ...testbed.ens.chain,
          contracts: { ensUniversalResolver: { address: testbed.ens.universalResolver } },
        },
        transport: http(testbed.node.rpcUrl),
      })
      expect(
        await other.getEnsAddress({
          name: 'visitor.dapp.eth',
          coinType: BigInt(coinType),
          strict: true,
        }),
      ).toBe(testbed.visitor.address.toLowerCase())
      expect(await other.getEnsText({ name: 'visitor.dapp.eth', key: 'avatar' })).toBe(avatar)
      // Registered for this chain only: mainnet's coin type has no address.
      expect(await other.getEnsAddress({ name: 'visitor.dapp.eth' })).toBeNull()
      expect(
        await other.getEnsAddress({ name: 'unknown.dapp.eth', coinType: BigInt(coinType) }),
      ).toBeNull()
      const reverse = await testbed.site.api(`/names/v1/profile/reverse/${testbed.visitor.address}`)
      expect(reverse.body).toEqual([
        {
          name: 'visitor.dapp.eth',
          addresses: { [String(coinType)]: { address: testbed.visitor.address } },
          attributes: { avatar },
        },
      ])
    })

    it('verifies a primary name whose forward record sits behind CCIP-Read', async () => {
      // Dora holds dora.dapp.eth for coin type 60 (the gateway's record) and names it as her
      // primary name on chain: the forward check needs the gateway, as on mainnet.
      const doraKey = generatePrivateKey()
      const dora = privateKeyToAccount(doraKey)
      await testbed.fund(dora.address)
      const message = JSON.stringify({ name: 'dora.dapp.eth', timestamp: testbed.clock.now })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: {
            coin_type: 60,
            address: dora.address,
            message,
            signature: await dora.signMessage({ message }),
          },
        }),
      ).toMatchObject({ status: 200 })
      await setRecords(testbed.node.rpcUrl, testbed.ens, {
        ownerKey: doraKey,
        name: 'dora.dapp.eth',
        primary: true,
      })
      expect(await testbed.client.getEnsAddress({ name: 'dora.dapp.eth', strict: true })).toBe(
        dora.address,
      )
      expect(await testbed.client.getEnsName({ address: dora.address, strict: true })).toBe(
        'dora.dapp.eth',
      )
      // The gateway's forward answer must still name her: someone else claiming it is refused.
      const eveKey = generatePrivateKey()
      const eve = privateKeyToAccount(eveKey)
      await testbed.fund(eve.address)
      await setRecords(testbed.node.rpcUrl, testbed.ens, {
        ownerKey: eveKey,
        name: 'dora.dapp.eth',
        primary: true,
      })
      expect(await testbed.client.getEnsName({ address: eve.address })).toBeNull()
      await expect(
        testbed.client.getEnsName({ address: eve.address, strict: true }),
      ).rejects.toThrow(/ReverseAddressMismatch/)
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
      await new Promise<void>((resolve) => forgedGateway!.listen(0, '127.0.0.1', resolve))
      const port = (forgedGateway!.address() as AddressInfo).port
      const resolver = await deployOffchainResolver(testbed.node.rpcUrl, testbed.ens, {
        deployer: testbed.deployerKey,
        parent: 'other.eth',
        gatewayUrl: `http://127.0.0.1:${port}/`,
        signers: [privateKeyToAccount(testbed.gatewaySignerKey).address],
      })
      // The resolver's InvalidSignature(address) error, wrapped in the universal resolver's.
      const invalidSignature = toFunctionSelector('InvalidSignature(address)').slice(2)
      await expect(
        testbed.client.getEnsAddress({ name: 'evil.other.eth', strict: true }),
      ).rejects.toThrow(new RegExp(`ResolverError[\\s\\S]*${invalidSignature}`))
      expect(await testbed.client.getEnsAddress({ name: 'evil.other.eth' })).toBeNull()
      // Control: once the resolver trusts the forger's key, the same answer is accepted.
      const owner = createWalletClient({
        account: testbed.deployer,
        transport: http(testbed.node.rpcUrl),
      })
      await waitForReceipt(testbed.client, {
        hash: await owner.writeContract({
          address: resolver,
          abi: testbed.ens.abis.offchainResolver,
          functionName: 'setSigner',
          args: [forger(forgerKey), true],
          chain: null,
        }),
      })
      expect(await testbed.client.getEnsAddress({ name: 'evil.other.eth' })).toBe(forger(forgerKey))
    })

    it('refuses 3 characters, a confusable name and a taken name with the reason', async () => {
      const fresh = privateKeyToAccount(generatePrivateKey())
      expect(await testbed.register(fresh, 'abc.dapp.eth')).toMatchObject({
        status: 400,
        body: {
          code: 'INVALID_NAME',
          message: 'A name uses letters, digits or hyphen and has at least 4 characters',
        },
      })
      const confusable = await testbed.register(fresh, 'p\u0430ypal.dapp.eth')
      expect(confusable).toMatchObject({ status: 400, body: { code: 'INVALID_NAME' } })
      expect(String(confusable.body.message)).toMatch(
        /^p\u0430ypal\.dapp\.eth is not a valid name: .+/,
      )
      expect(await testbed.register(fresh, 'visitor.dapp.eth')).toMatchObject({
        status: 409,
        body: { code: 'NAME_TAKEN', message: 'visitor.dapp.eth is already taken' },
      })
    })

    it('keeps one name per address, refuses a replayed message, and releases with a fresh signature', async () => {
      expect(await testbed.register(testbed.visitor, 'second.dapp.eth')).toMatchObject({
        status: 409,
        body: { code: 'NAME_LIMIT', message: 'This address already has a name' },
      })
      const release = async () => {
        const message = JSON.stringify({
          name: 'visitor.dapp.eth',
          release: true,
          timestamp: testbed.clock.now,
        })
        const signature = await testbed.visitor.signMessage({ message })
        const body = { coin_type: coinType, address: testbed.visitor.address, message, signature }
        return [
          await testbed.site.api('/names/v1/profile/account/release', { body }),
          await testbed.site.api('/names/v1/profile/account/release', { body }),
        ] as const
      }
      const [released, replayed] = await release()
      expect(released).toMatchObject({ status: 200, body: { success: true } })
      expect(replayed).toMatchObject({ status: 409, body: { code: 'MESSAGE_USED' } })
      expect(
        await testbed.client.getEnsAddress({
          name: 'visitor.dapp.eth',
          coinType: BigInt(coinType),
        }),
      ).toBeNull()
      const stale = JSON.stringify({
        name: 'later.dapp.eth',
        timestamp: testbed.clock.now - 11 * 60_000,
      })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: {
            coin_type: coinType,
            address: testbed.visitor.address,
            message: stale,
            signature: await testbed.visitor.signMessage({ message: stale }),
          },
        }),
      ).toMatchObject({ status: 400, body: { code: 'MESSAGE_EXPIRED' } })
      const forged = JSON.stringify({ name: 'later.dapp.eth', timestamp: testbed.clock.now })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: {
            coin_type: coinType,
            address: testbed.visitor.address,
            message: forged,
            signature: await testbed.deployer.signMessage({ message: forged }),
          },
        }),
      ).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
    })

    it('registers for a contract account whose EIP-1271 isValidSignature accepts the signature', async () => {
      const ownerKey = generatePrivateKey()
      const owner = privateKeyToAccount(ownerKey)
      const deployer = createWalletClient({
        account: testbed.deployer,
        transport: http(testbed.node.rpcUrl),
      })
      const receipt = await waitForReceipt(testbed.client, {
        hash: await deployer.deployContract({
          abi: erc1271WalletArtifact.abi as Abi,
          bytecode: erc1271WalletArtifact.bytecode as Hex,
          args: [owner.address],
          chain: null,
        }),
      })
      const wallet = receipt.contractAddress!
      const signed = async (signer: typeof owner, name: string) => {
        const message = JSON.stringify({ name, timestamp: testbed.clock.now })
        return {
          coin_type: coinType,
          address: wallet,
          message,
          signature: await signer.signMessage({ message }),
        }
      }
      // Signed by someone the wallet does not accept: refused.
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: await signed(privateKeyToAccount(generatePrivateKey()), 'vault.dapp.eth'),
        }),
      ).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: await signed(owner, 'vault.dapp.eth'),
        }),
      ).toMatchObject({ status: 200, body: { success: true, name: 'vault.dapp.eth' } })
      expect(
        await testbed.client.getEnsAddress({ name: 'vault.dapp.eth', coinType: BigInt(coinType) }),
      ).toBe(wallet.toLowerCase())
      // Released the same way.
      const release = JSON.stringify({
        name: 'vault.dapp.eth',
        release: true,
        timestamp: testbed.clock.now,
      })
      expect(
        await testbed.site.api('/names/v1/profile/account/release', {
          body: {
            coin_type: coinType,
            address: wallet,
            message: release,
            signature: await owner.signMessage({ message: release }),
          },
        }),
      ).toMatchObject({ status: 200, body: { success: true } })
    })

    it('registers for a smart account not deployed yet, through its ERC-6492 signature', async () => {
      const owner = privateKeyToAccount(generatePrivateKey())
      const initCode = concat([
        erc1271WalletArtifact.bytecode as Hex,
        encodeAbiParameters([{ type: 'address' }], [owner.address]),
      ])
      const salt = keccak256(toHex(`names-${Date.now()}`))
      const account = getContractAddress({
        opcode: 'CREATE2',
        from: create2Deployer,
        salt,
        bytecode: initCode,
      })
      expect(await testbed.client.getCode({ address: account })).toBeUndefined()
      const wrapped = async (signer: typeof owner, message: string) =>
        serializeErc6492Signature({
          address: create2Deployer,
          data: concat([salt, initCode]),
          signature: await signer.signMessage({ message }),
        })
      const message = JSON.stringify({ name: 'future.dapp.eth', timestamp: testbed.clock.now })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: {
            coin_type: coinType,
            address: account,
            message,
            signature: await wrapped(privateKeyToAccount(generatePrivateKey()), message),
          },
        }),
      ).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: {
            coin_type: coinType,
            address: account,
            message,
            signature: await wrapped(owner, message),
          },
        }),
      ).toMatchObject({ status: 200, body: { name: 'future.dapp.eth' } })
      // Checking simulated the deployment; nothing was deployed.
      expect(await testbed.client.getCode({ address: account })).toBeUndefined()
      // A chain the service has no RPC for cannot check a contract signature: refused.
      const mainnetMessage = JSON.stringify({
        name: 'future-main.dapp.eth',
        timestamp: testbed.clock.now,
      })
      expect(
        await testbed.site.api('/names/v1/profile/account', {
          body: {
            coin_type: 60,
            address: account,
            message: mainnetMessage,
            signature: await wrapped(owner, mainnetMessage),
          },
        }),
      ).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
    })

    it('suggests free names beside a taken one', async () => {
      await testbed.register(testbed.deployer, 'taken.dapp.eth')
      const response = await testbed.site.api('/names/v1/profile/suggestions/taken')
      const suggestions = (response.body as { suggestions: { name: string }[] }).suggestions
      expect(suggestions.map((item) => item.name)).not.toContain('taken.dapp.eth')
      expect(suggestions[0]?.name).toBe('taken-1.dapp.eth')
    })
  })
}

function forger(key: Hex): Address {
  return privateKeyToAccount(key).address
}
