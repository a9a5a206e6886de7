// One names testbed per test file: anvil with the ENS contracts (alice.eth on chain, the
// deployer's primary name), the secure site's name service for `dapp.eth` on the database the
// file chooses, and the off-chain resolver that sends `*.dapp.eth` lookups to its gateway.
import { randomBytes } from 'node:crypto'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { toCoinType } from '../../../chains/eip155/toCoinType.js'
import type { SecureSiteOptions } from '../../../secure-site/src/index.js'
import {
  type RunningSite,
  startSite,
  type TestClock,
} from '../../../secure-site/test/support/startSite.js'
import { type Anvil, startAnvil, testPrivateKeys } from '../../support/anvil.js'
import {
  claimName,
  deployEns,
  deployOffchainResolver,
  type EnsDeployment,
  setRecords,
} from '../../support/ens.js'
import { waitForReceipt } from '../../support/receipt.js'

export const avatar =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

export const create2Deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as Address
const create2DeployerCode =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3' as Hex

/** The ENSIP-11 coin type of anvil's chain (31337): what the name service stores. */
export const coinType = toCoinType(31337)

type Account = ReturnType<typeof privateKeyToAccount>

export type NamesTestbed = {
  node: Anvil
  ens: EnsDeployment
  site: RunningSite
  client: PublicClient
  clock: TestClock
  deployerKey: Hex
  deployer: Account
  visitor: Account
  gatewaySignerKey: Hex
  /** Registers `name` for `account` with a fresh personal_sign signature. */
  register(
    account: Account,
    name: string,
    extra?: Record<string, unknown>,
  ): ReturnType<RunningSite['api']>
  /** Sends the account 1 ETH from the deployer, so it can write its own records. */
  fund(address: `0x${string}`): Promise<void>
  stop(): Promise<void>
}

/** Starts the testbed; `database` is the site's database options (PGlite when empty). */
export async function startNamesTestbed(
  database: Partial<SecureSiteOptions> = {},
): Promise<NamesTestbed> {
  const [deployerKey, visitorKey] = testPrivateKeys
  const deployer = privateKeyToAccount(deployerKey)
  const visitor = privateKeyToAccount(visitorKey)
  const gatewaySignerKey = generatePrivateKey()
  const clock: TestClock = { now: Date.now() }
  const node = await startAnvil()
  const ens = await deployEns(node.rpcUrl, { deployer: deployerKey, chainId: node.chainId })
  const site = await startSite({
    ...database,
    masterKey: randomBytes(32),
    clock,
    names: {
      parent: 'dapp.eth',
      signerKey: gatewaySignerKey,
      perAddress: 1,
      rateLimit: 100,
      answerTtlSeconds: 300,
      // Contract accounts' signatures (EIP-1271, ERC-6492) are checked on this chain.
      rpcUrls: { [node.chainId]: node.rpcUrl },
    },
  })
  await deployOffchainResolver(node.rpcUrl, ens, {
    deployer: deployerKey,
    parent: 'dapp.eth',
    gatewayUrl: `${site.url}/names/v1/gateway`,
    signers: [privateKeyToAccount(gatewaySignerKey).address],
  })
  // On-chain names: alice.eth (the deployer's primary name, with an avatar).
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
  const client = createPublicClient({ chain: ens.chain, transport: http(node.rpcUrl) })
  // The deterministic CREATE2 deployer (calldata = salt ‖ init code): an ERC-6492 factory for
  // a contract account that is not deployed yet.
  await createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) }).setCode({
    address: create2Deployer,
    bytecode: create2DeployerCode,
  })
  return {
    node,
    ens,
    site,
    client,
    clock,
    deployerKey,
    deployer,
    visitor,
    gatewaySignerKey,
    async register(account, name, extra = {}) {
      const message = JSON.stringify({ name, timestamp: clock.now, ...extra })
      const signature = await account.signMessage({ message })
      return site.api('/names/v1/profile/account', {
        body: { coin_type: coinType, address: account.address, message, signature },
      })
    },
    async fund(address) {
      const hash = await createWalletClient({
        account: deployer,
        transport: http(node.rpcUrl),
      }).sendTransaction({ to: address, value: 10n ** 18n, chain: null })
      await waitForReceipt(client, { hash })
    },
    async stop() {
      await site.close()
      await node.stop()
    },
  }
}
