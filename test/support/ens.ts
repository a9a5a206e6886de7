// Deploys the minimal ENS contracts (test/support/contracts/ens.sol) on anvil and writes
// names the way their owners would: registry records, resolver records, the reverse record.
import {
  type Abi,
  type Address,
  type Chain,
  createWalletClient,
  type Hex,
  http,
  labelhash,
  publicActions,
  zeroHash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { namehash } from 'viem/ens'
import offchainResolverArtifact from './contracts/artifacts/EnsOffchainResolver.json' with {
  type: 'json',
}
import publicResolverArtifact from './contracts/artifacts/EnsPublicResolver.json' with {
  type: 'json',
}
import registryArtifact from './contracts/artifacts/EnsRegistry.json' with { type: 'json' }
import reverseRegistrarArtifact from './contracts/artifacts/EnsReverseRegistrar.json' with {
  type: 'json',
}
import universalResolverArtifact from './contracts/artifacts/EnsUniversalResolver.json' with {
  type: 'json',
}
import { waitForReceipt } from './receipt.js'

export type EnsDeployment = {
  registry: Address
  publicResolver: Address
  reverseRegistrar: Address
  universalResolver: Address
  abis: { registry: Abi; publicResolver: Abi; reverseRegistrar: Abi; offchainResolver: Abi }
  /** A viem chain for `rpcUrl` whose `ensUniversalResolver` is this deployment's. */
  chain: Chain
}

type Artifact = { abi: unknown; bytecode: string }

function client(rpcUrl: string, privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(rpcUrl),
    pollingInterval: 20,
  }).extend(publicActions)
}

async function deploy(
  rpcUrl: string,
  privateKey: Hex,
  artifact: Artifact,
  args: readonly unknown[],
): Promise<Address> {
  const wallet = client(rpcUrl, privateKey)
  const hash = await wallet.deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    args,
    chain: null,
  })
  const receipt = await waitForReceipt(wallet, { hash })
  if (!receipt.contractAddress) throw new Error('deployment failed')
  return receipt.contractAddress
}

async function write(
  rpcUrl: string,
  privateKey: Hex,
  address: Address,
  artifact: Artifact,
  functionName: string,
  args: readonly unknown[],
) {
  const wallet = client(rpcUrl, privateKey)
  const hash = await wallet.writeContract({
    address,
    abi: artifact.abi as Abi,
    functionName,
    args,
    chain: null,
  })
  const receipt = await waitForReceipt(wallet, { hash })
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
}

/**
 * Deploys the registry, public resolver, reverse registrar and universal resolver, with
 * `reverse` and `addr.reverse` owned by the reverse registrar. `deployer` owns the root.
 */
export async function deployEns(
  rpcUrl: string,
  parameters: { deployer: Hex; chainId: number },
): Promise<EnsDeployment> {
  const { deployer } = parameters
  const registry = await deploy(rpcUrl, deployer, registryArtifact, [])
  const publicResolver = await deploy(rpcUrl, deployer, publicResolverArtifact, [registry])
  const reverseRegistrar = await deploy(rpcUrl, deployer, reverseRegistrarArtifact, [
    registry,
    publicResolver,
  ])
  const universalResolver = await deploy(rpcUrl, deployer, universalResolverArtifact, [registry])
  const owner = privateKeyToAccount(deployer).address
  await write(rpcUrl, deployer, registry, registryArtifact, 'setSubnodeOwner', [
    zeroHash,
    labelhash('reverse'),
    owner,
  ])
  await write(rpcUrl, deployer, registry, registryArtifact, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    reverseRegistrar,
  ])
  return {
    registry,
    publicResolver,
    reverseRegistrar,
    universalResolver,
    abis: {
      registry: registryArtifact.abi as Abi,
      publicResolver: publicResolverArtifact.abi as Abi,
      reverseRegistrar: reverseRegistrarArtifact.abi as Abi,
      offchainResolver: offchainResolverArtifact.abi as Abi,
    },
    chain: {
      id: parameters.chainId,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      contracts: { ensUniversalResolver: { address: universalResolver } },
    },
  }
}

/**
 * Gives `name` (e.g. `alice.eth`) to `ownerKey` through each parent, owned by `deployer`
 * down from the root, and points it at the public resolver.
 */
export async function claimName(
  rpcUrl: string,
  ens: EnsDeployment,
  parameters: { deployer: Hex; name: string; owner: Address; resolver?: Address | undefined },
): Promise<void> {
  const labels = parameters.name.split('.')
  const deployerAddress = privateKeyToAccount(parameters.deployer).address
  for (let index = labels.length - 1; index >= 0; index--) {
    const parent = labels.slice(index + 1).join('.')
    const isLeaf = index === 0
    await write(rpcUrl, parameters.deployer, ens.registry, registryArtifact, 'setSubnodeRecord', [
      parent ? namehash(parent) : zeroHash,
      labelhash(labels[index]!),
      isLeaf ? parameters.owner : deployerAddress,
      isLeaf
        ? (parameters.resolver ?? ens.publicResolver)
        : '0x0000000000000000000000000000000000000000',
    ])
  }
}

/** What an owner writes on the public resolver, and their primary name. */
export async function setRecords(
  rpcUrl: string,
  ens: EnsDeployment,
  parameters: {
    ownerKey: Hex
    name: string
    address?: Address | undefined
    /** ENSIP-19 default EVM address (coin type 2^31), used for every EVM chain. */
    defaultAddress?: Address | undefined
    avatar?: string | undefined
    primary?: boolean | undefined
  },
): Promise<void> {
  const node = namehash(parameters.name)
  const { ownerKey } = parameters
  if (parameters.address)
    await write(rpcUrl, ownerKey, ens.publicResolver, publicResolverArtifact, 'setAddr', [
      node,
      parameters.address,
    ])
  if (parameters.defaultAddress)
    await write(rpcUrl, ownerKey, ens.publicResolver, publicResolverArtifact, 'setAddr', [
      node,
      0x80000000n,
      parameters.defaultAddress,
    ])
  if (parameters.avatar)
    await write(rpcUrl, ownerKey, ens.publicResolver, publicResolverArtifact, 'setText', [
      node,
      'avatar',
      parameters.avatar,
    ])
  if (parameters.primary)
    await write(rpcUrl, ownerKey, ens.reverseRegistrar, reverseRegistrarArtifact, 'setName', [
      parameters.name,
    ])
}

/**
 * Deploys an off-chain resolver for `parent` (owned by `deployer`) that sends lookups to
 * `gatewayUrl` and trusts `signers`.
 */
export async function deployOffchainResolver(
  rpcUrl: string,
  ens: EnsDeployment,
  parameters: { deployer: Hex; parent: string; gatewayUrl: string; signers: readonly Address[] },
): Promise<Address> {
  const resolver = await deploy(rpcUrl, parameters.deployer, offchainResolverArtifact, [
    parameters.gatewayUrl,
    parameters.signers,
  ])
  await claimName(rpcUrl, ens, {
    deployer: parameters.deployer,
    name: parameters.parent,
    owner: privateKeyToAccount(parameters.deployer).address,
    resolver,
  })
  return resolver
}

/**
 * An ENSIP-19 primary name outside `addr.reverse`: `namespace` is `default` (every EVM chain) or a
 * coin type in lower-case hex (one chain), as `<address>.<namespace>.reverse` on the public
 * resolver, owned by the address.
 */
export async function setReverseName(
  rpcUrl: string,
  ens: EnsDeployment,
  parameters: { deployer: Hex; ownerKey: Hex; namespace: string; name: string },
): Promise<void> {
  const owner = privateKeyToAccount(parameters.ownerKey).address
  const reverseName = `${owner.slice(2).toLowerCase()}.${parameters.namespace}.reverse`
  await claimName(rpcUrl, ens, { deployer: parameters.deployer, name: reverseName, owner })
  await write(rpcUrl, parameters.ownerKey, ens.publicResolver, publicResolverArtifact, 'setName', [
    namehash(reverseName),
    parameters.name,
  ])
}
