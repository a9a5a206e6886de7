// The smart-account suites' shared testbed: anvil with EntryPoint v0.8, the account factories
// and the paymaster deployed, the local bundler in front of it, and the owner keys and token
// moves those suites build on. Node only.
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  type TypedDataDefinition,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { typedDataJson } from '../../secure-site/frame/smart/describeSmartRequest.js'
import {
  createSmartAccounts,
  type SmartAccounts,
} from '../../secure-site/frame/smart/smartAccounts.js'
import { type Anvil, deployFixtures, type Fixtures, startAnvil, testPrivateKeys } from './anvil.js'
import { type Bundler, startBundler } from './bundler.js'
import { type AccountAbstraction, deployAccountAbstraction } from './bundlerContracts.js'
import { waitForReceipt } from './receipt.js'

export type SmartChain = { node: Anvil; aa: AccountAbstraction; bundler: Bundler }

export type StartSmartChainParameters = {
  /** Deploys the token fixtures (USDC, DAI) before the account-abstraction contracts. */
  tokens?: boolean
  /** Lets the bundler's paymaster endpoint sponsor through the deployed SponsorPaymaster. */
  paymaster?: boolean
}

/** Starts anvil and the bundler in front of it, on freshly deployed account-abstraction contracts. */
export async function startSmartChain(
  parameters: StartSmartChainParameters & { tokens: true },
): Promise<SmartChain & { fixtures: Fixtures }>
export async function startSmartChain(parameters?: StartSmartChainParameters): Promise<SmartChain>
export async function startSmartChain({
  tokens = false,
  paymaster = false,
}: StartSmartChainParameters = {}): Promise<SmartChain & { fixtures?: Fixtures }> {
  const node = await startAnvil()
  const fixtures = tokens ? await deployFixtures(node.rpcUrl) : undefined
  const aa = await deployAccountAbstraction(node.rpcUrl)
  const bundler = await startBundler({
    rpcUrl: node.rpcUrl,
    entryPoint: aa.entryPoint,
    ...(paymaster ? { paymaster: aa.paymaster } : {}),
  })
  return { node, fixtures, aa, bundler }
}

/** A fresh owner key, signing as the secure site signs for the embedded key. */
export function newOwner() {
  const key = privateKeyToAccount(generatePrivateKey())
  return {
    address: key.address,
    signTypedData: (typedData: TypedDataDefinition) => key.signTypedData(typedData),
    signMessage: (message: Hex) => key.signMessage({ message: { raw: message } }),
  }
}

/**
 * The frame's smart accounts on the testbed's chain (GangwayAccount's factory unless told),
 * owned by a fresh key that signs typed data as the server's /sign receives it: JSON.
 */
export function newEmbeddedAccounts(
  { node, aa, bundler }: SmartChain,
  factory: Address = aa.gangwayFactory,
): SmartAccounts {
  const key = privateKeyToAccount(generatePrivateKey())
  return createSmartAccounts({
    networks: [
      {
        chainId: node.chainId,
        rpcUrl: node.rpcUrl,
        bundlerUrl: bundler.url,
        entryPoint: aa.entryPoint,
        factory,
      },
    ],
    owner: {
      address: key.address,
      signTypedData: (typedData: TypedDataDefinition) =>
        key.signTypedData(JSON.parse(typedDataJson(typedData))),
      signMessage: (message: Hex) => key.signMessage({ message: { raw: message } }),
    },
    pollingInterval: 20,
  })
}

/** Sets `address`'s ether balance on anvil. */
export async function fund(rpcUrl: string, address: Address, ether = '1') {
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address,
    value: parseEther(ether),
  })
}

/** Sends fixture USDC from the first test account (the fixtures' deployer) and waits for it. */
export async function giveUsdc(
  { rpcUrl, usdc }: { rpcUrl: string; usdc: Address },
  to: Address,
  amount: bigint,
) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(testPrivateKeys[0]),
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  })
  await waitForReceipt(createPublicClient({ transport: http(rpcUrl) }), { hash })
}
