import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSiwxMessage,
  eip155Verifier,
  type SiwxMessageData,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'
import {
  type Anvil,
  deployFixtures,
  type Fixtures,
  startAnvil,
  testPrivateKeys,
} from '../../support/anvil.js'
import erc1271WalletArtifact from '../../support/contracts/artifacts/Erc1271Wallet.json' with {
  type: 'json',
}

let node: Anvil
let fixtures: Fixtures
const owner = privateKeyToAccount(testPrivateKeys[0])
const stranger = privateKeyToAccount(testPrivateKeys[1])
const issuedAt = new Date()
const at = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000)

// The deterministic CREATE2 deployer (calldata = salt ‖ init code), placed with anvil_setCode:
// an EIP-6492 factory for a wallet that is not deployed yet.
const create2Deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as Address
const create2DeployerCode =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3' as Hex

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
  await createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) }).setCode({
    address: create2Deployer,
    bytecode: create2DeployerCode,
  })
})
afterAll(async () => {
  await node?.stop()
})

const base = (accountAddress: Address): SiwxMessageData => ({
  accountAddress,
  chainId: 'eip155:31337',
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'V3ry5ecretN0nce',
  statement: 'Sign in to the shop',
  issuedAt: issuedAt.toISOString(),
  expirationTime: at(30).toISOString(),
})
const expected = {
  domain: 'shop.example',
  nonce: 'V3ry5ecretN0nce',
  uri: 'https://shop.example/login',
}

async function ownerSigned(data: SiwxMessageData) {
  const message = createSiwxMessage(data)
  return { message, signature: await owner.signMessage({ message }) }
}

describe('verifySiwx on anvil: EOA', () => {
  it('accepts an account’s sign-in, with rpcUrl or a public client', async () => {
    const signed = await ownerSigned(base(owner.address))
    expect(await verifySiwx({ ...signed, ...expected, rpcUrl: node.rpcUrl })).toMatchObject({
      valid: true,
      address: owner.address,
      caipNetworkId: 'eip155:31337',
    })
    const publicClient = createPublicClient({ transport: http(node.rpcUrl) })
    expect(await verifySiwx({ ...signed, ...expected, publicClient })).toMatchObject({
      valid: true,
    })
  })
})

describe('verifySiwx on anvil: EIP-1271 contract wallet', () => {
  const wallet = () => getAddress(fixtures.erc1271Wallet)
  it('accepts a sign-in signed by the wallet’s owner', async () => {
    const signed = await ownerSigned(base(wallet()))
    expect(await verifySiwx({ ...signed, ...expected, rpcUrl: node.rpcUrl })).toMatchObject({
      valid: true,
      address: wallet(),
    })
  })

  it("cannot check a contract wallet offline ('signature')", async () => {
    const signed = await ownerSigned(base(wallet()))
    expect(await verifySiwx({ ...signed, ...expected })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
  })

  it("says 'signature' when someone other than the owner signed", async () => {
    const message = createSiwxMessage(base(wallet()))
    const signature = await stranger.signMessage({ message })
    expect(
      await verifySiwx({ message, signature, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: false, reason: 'signature' })
  })

  it("says 'signature' for a tampered message", async () => {
    const { message, signature } = await ownerSigned(base(wallet()))
    const tampered = message.replace('Sign in to the shop', 'Send all funds')
    expect(
      await verifySiwx({ message: tampered, signature, ...expected, rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: false, reason: 'signature' })
  })

  it("says 'nonce' for a wrong nonce and 'domain' for a wrong domain", async () => {
    const signed = await ownerSigned(base(wallet()))
    expect(
      await verifySiwx({ ...signed, ...expected, nonce: 'Another1Nonce', rpcUrl: node.rpcUrl }),
    ).toMatchObject({ valid: false, reason: 'nonce' })
    const elsewhere = await ownerSigned({ ...base(wallet()), domain: 'phish.example' })
    expect(await verifySiwx({ ...elsewhere, ...expected, rpcUrl: node.rpcUrl })).toMatchObject({
      valid: false,
      reason: 'domain',
    })
  })

  it("says 'expired' after the expiration time and 'not-yet-valid' before not-before", async () => {
    const expired = await ownerSigned({
      ...base(wallet()),
      issuedAt: at(-60).toISOString(),
      expirationTime: at(-1).toISOString(),
    })
    expect(await verifySiwx({ ...expired, ...expected, rpcUrl: node.rpcUrl })).toMatchObject({
      valid: false,
      reason: 'expired',
    })
    const early = await ownerSigned({ ...base(wallet()), notBefore: at(10).toISOString() })
    expect(await verifySiwx({ ...early, ...expected, rpcUrl: node.rpcUrl })).toMatchObject({
      valid: false,
      reason: 'not-yet-valid',
    })
  })

  it("says 'chain' when the message is for another chain than the RPC's", async () => {
    const signed = await ownerSigned({ ...base(wallet()), chainId: 'eip155:1' })
    expect(await verifySiwx({ ...signed, ...expected, rpcUrl: node.rpcUrl })).toMatchObject({
      valid: false,
      reason: 'chain',
    })
  })
})

describe('verifySiwx on anvil: EIP-6492 wallet not deployed yet', () => {
  it('accepts a sign-in from a counterfactual wallet through its factory call', async () => {
    const initCode = concat([
      erc1271WalletArtifact.bytecode as Hex,
      encodeAbiParameters([{ type: 'address' }], [owner.address]),
    ])
    const salt = keccak256(toHex(`siwx-${Date.now()}`))
    const counterfactual = getContractAddress({
      opcode: 'CREATE2',
      from: create2Deployer,
      salt,
      bytecode: initCode,
    })
    const publicClient = createPublicClient({ transport: http(node.rpcUrl) })
    expect(await publicClient.getCode({ address: counterfactual })).toBeUndefined()

    const message = createSiwxMessage(base(counterfactual))
    const signature = serializeErc6492Signature({
      address: create2Deployer,
      data: concat([salt, initCode]),
      signature: await owner.signMessage({ message }),
    })
    const verifiers = [eip155Verifier({ publicClient })]
    expect(await verifySiwx({ message, signature, ...expected, verifiers })).toMatchObject({
      valid: true,
      address: counterfactual,
    })
    const byStranger = serializeErc6492Signature({
      address: create2Deployer,
      data: concat([salt, initCode]),
      signature: await stranger.signMessage({ message }),
    })
    expect(
      await verifySiwx({ message, signature: byStranger, ...expected, verifiers }),
    ).toMatchObject({ valid: false, reason: 'signature' })
    // Verifying simulates the deployment; nothing was deployed for real.
    expect(await publicClient.getCode({ address: counterfactual })).toBeUndefined()
  })
})
