// Anvil for the suite: gangway/testing's startAnvil (npm `@foundry-rs/anvil`, a free port), and
// the test fixtures deployed on it. Node only: tests, the bench and the demo script use it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { anvilPrivateKeys } from 'gangway/testing'
import {
  type Abi,
  type Address,
  createTestClient,
  type Hex,
  http,
  publicActions,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
// Not through `gangway/testing/playwright`: that entry loads @playwright/test, whose `test.extend`
// maps its caller through source-map-support, which takes happy-dom's globals for a browser and
// fetches the file by synchronous XMLHttpRequest from http://localhost:3000 (a `node -e` child
// per request that dies with ECONNREFUSED in every happy-dom file using anvil).
import { getFreePort } from '../../testing/playwright/getFreePort.js'
import { type AnvilNode, startAnvil } from '../../testing/playwright/startAnvil.js'
import erc1271WalletArtifact from './contracts/artifacts/Erc1271Wallet.json' with { type: 'json' }
import testTokenArtifact from './contracts/artifacts/TestToken.json' with { type: 'json' }
import { waitForReceipt } from './receipt.js'

/** Anvil's well-known first development keys (public test keys, never real funds). */
export { anvilPrivateKeys as testPrivateKeys }

/**
 * Multicall3's creation code as viem ships it (viem does not export it, so it is read from
 * its published module rather than copied here).
 */
function readMulticall3Bytecode(): Hex {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('viem/package.json'))
  const source = readFileSync(join(root, '_esm/constants/contracts.js'), 'utf8')
  const match = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)
  if (!match?.[1]) throw new Error('Multicall3 bytecode not found in viem')
  return match[1] as Hex
}

/** Multicall3's address on every chain. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

export { getFreePort, startAnvil }

/** A running anvil: gangway/testing's (`startAnvil`, a free port, retried when taken). */
export type Anvil = AnvilNode

export type Fixtures = {
  /** Multicall3 at its canonical address. */
  multicall3: Address
  /** 'USD Coin' (USDC), 6 decimals, 1,000,000 minted to the deployer. */
  usdc: Address
  /** 'Dai Stablecoin' (DAI), 18 decimals, 1,000,000 minted to the deployer. */
  dai: Address
  /** A token with 0 decimals, to check that such entries are dropped. */
  zeroDecimals: Address
  /** An EIP-1271 wallet owned by `owner`. */
  erc1271Wallet: Address
  /** The deployer and owner of everything: anvil's first development account. */
  owner: Address
  abis: { erc20: Abi; erc1271Wallet: Abi }
}

/** Deploys one extra ERC-20 (e.g. for the bench's 200-token case). */
export async function deployToken(
  rpcUrl: string,
  parameters: { name: string; symbol: string; decimals: number; supply?: bigint | undefined },
): Promise<Address> {
  const client = fixtureClient(rpcUrl)
  const hash = await client.deployContract({
    abi: testTokenArtifact.abi as Abi,
    bytecode: testTokenArtifact.bytecode as Hex,
    chain: null,
    args: [
      parameters.name,
      parameters.symbol,
      parameters.decimals,
      parameters.supply ?? 1_000_000n * 10n ** BigInt(parameters.decimals),
    ],
  })
  const receipt = await waitForReceipt(client, { hash })
  if (!receipt.contractAddress) throw new Error(`deploying ${parameters.symbol} failed`)
  return receipt.contractAddress
}

function fixtureClient(rpcUrl: string) {
  return createTestClient({
    mode: 'anvil',
    account: privateKeyToAccount(anvilPrivateKeys[0]),
    transport: http(rpcUrl),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)
}

/**
 * Places Multicall3 at its canonical address (anvil_setCode) and deploys the test tokens
 * and the EIP-1271 wallet from the committed artifacts.
 */
export async function deployFixtures(rpcUrl: string): Promise<Fixtures> {
  const client = fixtureClient(rpcUrl)
  const owner = client.account.address
  // viem ships Multicall3's creation code: deploy it once, copy its runtime code over.
  const hash = await client.sendTransaction({ data: readMulticall3Bytecode(), chain: null })
  const receipt = await waitForReceipt(client, { hash })
  const runtime = await client.getCode({ address: receipt.contractAddress! })
  await client.setCode({ address: multicall3Address, bytecode: runtime! })

  const usdc = await deployToken(rpcUrl, { name: 'USD Coin', symbol: 'USDC', decimals: 6 })
  const dai = await deployToken(rpcUrl, { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 })
  const zeroDecimals = await deployToken(rpcUrl, { name: 'Zero', symbol: 'ZERO', decimals: 0 })
  const walletHash = await client.deployContract({
    abi: erc1271WalletArtifact.abi as Abi,
    bytecode: erc1271WalletArtifact.bytecode as Hex,
    chain: null,
    args: [owner],
  })
  const walletReceipt = await waitForReceipt(client, { hash: walletHash })
  return {
    multicall3: multicall3Address,
    usdc,
    dai,
    zeroDecimals,
    erc1271Wallet: walletReceipt.contractAddress!,
    owner,
    abis: { erc20: testTokenArtifact.abi as Abi, erc1271Wallet: erc1271WalletArtifact.abi as Abi },
  }
}
