// Deploys ERC-4337 v0.8 on anvil from the npm artifacts of `@account-abstraction/contracts`
// (EntryPoint, SimpleAccountFactory) plus the test SponsorPaymaster compiled in the repo.
// Node only: tests, the demo script and the e2e setup use it.
import entryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with {
  type: 'json',
}
import factoryArtifact from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with {
  type: 'json',
}
import {
  type Abi,
  type Address,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import gangwayFactoryArtifact from '../../secure-site/contracts/artifacts/GangwayAccountFactory.json' with {
  type: 'json',
}
import { testPrivateKeys } from './anvil.js'
import paymasterArtifact from './contracts/artifacts/SponsorPaymaster.json' with { type: 'json' }
import { waitForReceipt } from './receipt.js'

export type AccountAbstraction = {
  entryPoint: Address
  /** SimpleAccountFactory (v0.8): `createAccount(owner, salt)` through the EntryPoint's SenderCreator. */
  factory: Address
  /**
   * GangwayAccountFactory: SimpleAccount + ERC-1271, deployable by anyone (ERC-6492), same
   * factory interface.
   */
  gangwayFactory: Address
  /** SponsorPaymaster with a deposit at the EntryPoint; its owner sponsors accounts. */
  paymaster: Address
  abis: { entryPoint: Abi; factory: Abi; paymaster: Abi }
}

export const entryPointAbi = entryPointArtifact.abi as Abi
export const simpleAccountFactoryAbi = factoryArtifact.abi as Abi
export const sponsorPaymasterAbi = paymasterArtifact.abi as Abi

/** Anvil's first development key deploys; the bundler submits with another key. */
function deployer(rpcUrl: string) {
  return createWalletClient({
    account: privateKeyToAccount(testPrivateKeys[0]),
    transport: http(rpcUrl),
    pollingInterval: 20,
  }).extend(publicActions)
}

async function deploy(
  rpcUrl: string,
  artifact: { abi: unknown; bytecode: string },
  args: readonly unknown[],
): Promise<Address> {
  const client = deployer(rpcUrl)
  const hash = await client.deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    args,
    chain: null,
  })
  const receipt = await waitForReceipt(client, { hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deploy failed')
  return receipt.contractAddress
}

/**
 * Deploys the EntryPoint, the SimpleAccountFactory and the SponsorPaymaster (with a 10 ETH
 * deposit at the EntryPoint).
 *
 * @example
 * const aa = await deployAccountAbstraction(anvil.rpcUrl)
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<AccountAbstraction> {
  const entryPoint = await deploy(rpcUrl, entryPointArtifact, [])
  const factory = await deploy(rpcUrl, factoryArtifact, [entryPoint])
  const paymaster = await deploy(rpcUrl, paymasterArtifact, [entryPoint])
  const gangwayFactory = await deploy(rpcUrl, gangwayFactoryArtifact, [entryPoint])
  const client = deployer(rpcUrl)
  const hash = await client.writeContract({
    address: paymaster,
    abi: sponsorPaymasterAbi,
    functionName: 'deposit',
    value: parseEther('10'),
    chain: null,
  })
  await waitForReceipt(client, { hash })
  return {
    entryPoint,
    factory,
    gangwayFactory,
    paymaster,
    abis: {
      entryPoint: entryPointAbi,
      factory: simpleAccountFactoryAbi,
      paymaster: sponsorPaymasterAbi,
    },
  }
}

/** Lets the paymaster pay for `account`'s user operations (the paymaster owner's call). */
export async function sponsorAccount(
  rpcUrl: string,
  paymaster: Address,
  account: Address,
): Promise<void> {
  const client = deployer(rpcUrl)
  const hash = await client.writeContract({
    address: paymaster,
    abi: sponsorPaymasterAbi,
    functionName: 'sponsor',
    args: [account, true],
    chain: null,
  })
  await waitForReceipt(client, { hash })
}
