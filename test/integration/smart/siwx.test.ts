// SIWX with the embedded smart account: the frame's signature (GangwayAccount's ERC-1271
// scheme) verifies through gangway/siwx/server, wrapped in ERC-6492 before the account
// exists and plain ERC-1271 after its first user operation deployed it.
import { createTestClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSiwxMessage,
  type SiwxMessageData,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'
import type { Anvil } from '../../support/anvil.js'
import type { Bundler } from '../../support/bundler.js'
import type { AccountAbstraction } from '../../support/bundlerContracts.js'
import { newEmbeddedAccounts, startSmartChain } from '../../support/smartTestbed.js'

let node: Anvil
let aa: AccountAbstraction
let bundler: Bundler

beforeAll(async () => {
  ;({ node, aa, bundler } = await startSmartChain())
})
afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const magic6492 = '6492649264926492649264926492649264926492649264926492649264926492'

const newAccounts = (factory = () => aa.gangwayFactory) =>
  newEmbeddedAccounts({ node, aa, bundler }, factory())

const data = (accountAddress: `0x${string}`): SiwxMessageData => ({
  accountAddress,
  chainId: `eip155:${node.chainId}`,
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'Sm4rtN0nce1',
  statement: 'Sign in to the shop',
  issuedAt: new Date().toISOString(),
})
const expected = { domain: 'shop.example', nonce: 'Sm4rtN0nce1', uri: 'https://shop.example/login' }
const utf8Hex = (text: string) => `0x${Buffer.from(text).toString('hex')}` as Hex

describe('SIWX with the embedded smart account', () => {
  it('verifies an ERC-6492 signature of the undeployed account, then ERC-1271 once deployed', async () => {
    const accounts = newAccounts()
    const address = await accounts.address(node.chainId)
    const message = createSiwxMessage(data(address))
    const undeployed = await accounts.signMessage(node.chainId, utf8Hex(message))
    expect(undeployed.endsWith(magic6492)).toBe(true)
    expect(
      await verifySiwx({ message, signature: undeployed, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: true, address })
    // 6492 verification simulates the deployment; the account is still not there.
    expect(await accounts.isDeployed(node.chainId)).toBe(false)

    await createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    const hash = await accounts.sendCalls(node.chainId, [{ to: address, value: 0n }])
    await accounts.waitForTransaction(node.chainId, hash)
    expect(await accounts.isDeployed(node.chainId)).toBe(true)
    const deployed = await accounts.signMessage(node.chainId, utf8Hex(message))
    expect(deployed.endsWith(magic6492)).toBe(false)
    expect(
      await verifySiwx({ message, signature: deployed, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: true, address })
  })

  it("refuses another account's signature and a tampered message ('signature')", async () => {
    const mine = newAccounts()
    const other = newAccounts()
    const address = await mine.address(node.chainId)
    const message = createSiwxMessage(data(address))
    // Signed by another embedded key's account: not this account's owner.
    const foreign = await other.signMessage(node.chainId, utf8Hex(message))
    expect(
      await verifySiwx({ message, signature: foreign, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: false, reason: 'signature' })
    const signature = await mine.signMessage(node.chainId, utf8Hex(message))
    const tampered = message.replace('Sign in to the shop', 'Send all funds')
    expect(
      await verifySiwx({ message: tampered, signature, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: false, reason: 'signature' })
  })

  it('cannot verify with the npm SimpleAccount (no ERC-1271; its factory deploys only through the EntryPoint)', async () => {
    const accounts = newAccounts(() => aa.factory)
    const address = await accounts.address(node.chainId)
    const message = createSiwxMessage(data(address))
    const signature = await accounts.signMessage(node.chainId, utf8Hex(message))
    expect(
      await verifySiwx({ message, signature, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: false })
  })
})
