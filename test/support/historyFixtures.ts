// Generates an account history on anvil for the history plugin's tests and bench: native sends
// both ways, ERC-20 transfers, an ERC-721 mint and transfer, an ERC-1155 mint and transfer, a
// spam NFT airdrop and a reverted transaction, with empty blocks between them. Returns what
// was sent, as the history source should read it back. Node only.
import {
  type Abi,
  type Address,
  createTestClient,
  type Hex,
  http,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployFixtures, deployToken, type Fixtures, testPrivateKeys } from './anvil.js'
import multiArtifact from './contracts/artifacts/TestMultiToken.json' with { type: 'json' }
import nftArtifact from './contracts/artifacts/TestNft.json' with { type: 'json' }
import { waitForReceipt } from './receipt.js'

/** Anvil's third development key: the visitor whose history is read (never real funds). */
export const visitorPrivateKey: Hex =
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

/** One transfer as the visitor sees it. */
export type ExpectedTransfer = {
  kind: 'native' | 'fungible' | 'erc721' | 'erc1155'
  direction: 'in' | 'out' | 'self'
  value: bigint
  token?: string | undefined
  tokenId?: string | undefined
  spam?: boolean | undefined
}

/** One transaction of the generated history, as sent. */
export type ExpectedTransaction = {
  id: Hex
  block: bigint
  status: 'confirmed' | 'failed'
  /** The visitor sent it (a widget would know it: `transactionSent`). */
  sentByVisitor: boolean
  transfers: ExpectedTransfer[]
}

export type HistoryFixtures = Fixtures & {
  visitor: Address
  nft: Address
  spamNft: Address
  multi: Address
  /** Oldest first. */
  history: ExpectedTransaction[]
  /** The NFTs the visitor holds at the end. */
  holdings: {
    contract: Address
    tokenId: string
    balance: bigint
    standard: 'erc721' | 'erc1155'
  }[]
}

type Client = ReturnType<typeof testClient>
const testClient = (rpcUrl: string, key: Hex) =>
  createTestClient({
    mode: 'anvil',
    account: privateKeyToAccount(key),
    // Mining hundreds of blocks can take a while on a loaded machine.
    transport: http(rpcUrl, { timeout: 120_000 }),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)

async function deploy(client: Client, abi: unknown, bytecode: string, args: readonly unknown[]) {
  const hash = await client.deployContract({
    abi: abi as Abi,
    bytecode: bytecode as Hex,
    chain: null,
    args,
  })
  const receipt = await waitForReceipt(client, { hash })
  return receipt.contractAddress!
}

/**
 * Deploys the fixtures and the NFT contracts, then sends the history, mining `gap` empty
 * blocks between transactions.
 *
 * @example
 * const fixtures = await generateHistory(node.rpcUrl, { gap: 40 })
 */
export async function generateHistory(
  rpcUrl: string,
  options: { gap?: number | undefined; before?: number | undefined } = {},
): Promise<HistoryFixtures> {
  const gap = options.gap ?? 10
  const fixtures = await deployFixtures(rpcUrl)
  const owner = testClient(rpcUrl, testPrivateKeys[0])
  const visitorClient = testClient(rpcUrl, visitorPrivateKey)
  const visitor = visitorClient.account.address
  const nft = await deploy(owner, nftArtifact.abi, nftArtifact.bytecode, ['Test Apes', 'TAPE'])
  const spamNft = await deploy(owner, nftArtifact.abi, nftArtifact.bytecode, [
    'Claim Your Reward',
    'FREE',
  ])
  const multi = await deploy(owner, multiArtifact.abi, multiArtifact.bytecode, [
    'data:application/json,{"name":"Potion {id}"}',
  ])
  // A token named like a hostile page: it must show as text.
  const hostile = await deployToken(rpcUrl, {
    name: '<img src=x onerror=alert(1)>',
    symbol: '<b>X</b>',
    decimals: 18,
  })
  if (options.before) await owner.mine({ blocks: options.before })

  const history: ExpectedTransaction[] = []
  const record = async (
    client: Client,
    hash: Hex,
    transfers: ExpectedTransfer[],
    expectFailure = false,
  ) => {
    const receipt = await waitForReceipt(client, { hash })
    const status = receipt.status === 'success' ? 'confirmed' : 'failed'
    if ((status === 'failed') !== expectFailure) throw new Error(`unexpected status of ${hash}`)
    history.push({
      id: hash,
      block: receipt.blockNumber,
      status,
      sentByVisitor: client === visitorClient,
      transfers: status === 'failed' ? [] : transfers,
    })
    await owner.mine({ blocks: gap })
  }
  const write = (
    client: Client,
    address: Address,
    abi: unknown,
    functionName: string,
    args: unknown[],
    gas?: bigint,
  ) =>
    client.writeContract({
      address,
      abi: abi as Abi,
      functionName,
      args,
      chain: null,
      ...(gas ? { gas } : {}),
    })
  const lower = (address: string) => address.toLowerCase()

  const oneEth = parseEther('1')
  await record(owner, await owner.sendTransaction({ to: visitor, value: oneEth, chain: null }), [
    { kind: 'native', direction: 'in', value: oneEth },
  ])
  await record(
    visitorClient,
    await visitorClient.sendTransaction({
      to: owner.account.address,
      value: 10n ** 17n,
      chain: null,
    }),
    [{ kind: 'native', direction: 'out', value: 10n ** 17n }],
  )
  await record(
    owner,
    await write(owner, fixtures.usdc, fixtures.abis.erc20, 'transfer', [visitor, 250_000_000n]),
    [{ kind: 'fungible', direction: 'in', value: 250_000_000n, token: lower(fixtures.usdc) }],
  )
  await record(
    visitorClient,
    await write(visitorClient, fixtures.usdc, fixtures.abis.erc20, 'transfer', [
      owner.account.address,
      1_234_567n,
    ]),
    [{ kind: 'fungible', direction: 'out', value: 1_234_567n, token: lower(fixtures.usdc) }],
  )
  await record(
    owner,
    await write(owner, hostile, fixtures.abis.erc20, 'transfer', [visitor, 5n * 10n ** 18n]),
    [{ kind: 'fungible', direction: 'in', value: 5n * 10n ** 18n, token: lower(hostile) }],
  )
  const tokenUri = (id: number) =>
    `data:application/json,${encodeURIComponent(JSON.stringify({ name: `Ape #${id}`, image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' }))}`
  for (const id of [1, 2])
    await record(
      visitorClient,
      await write(visitorClient, nft, nftArtifact.abi, 'mint', [visitor, BigInt(id), tokenUri(id)]),
      [{ kind: 'erc721', direction: 'in', value: 1n, token: lower(nft), tokenId: String(id) }],
    )
  await record(
    visitorClient,
    await write(visitorClient, nft, nftArtifact.abi, 'safeTransferFrom', [
      visitor,
      owner.account.address,
      2n,
    ]),
    [{ kind: 'erc721', direction: 'out', value: 1n, token: lower(nft), tokenId: '2' }],
  )
  // Spam: one transaction mints the same collection to the visitor and five strangers.
  const strangers = [1, 2, 3, 4, 5].map(
    (n) => `0x${'00'.repeat(19)}${n.toString(16).padStart(2, '0')}` as Address,
  )
  await record(
    owner,
    await write(owner, spamNft, nftArtifact.abi, 'airdrop', [
      [visitor, ...strangers],
      100n,
      'https://claim.example/reward.json',
    ]),
    [
      {
        kind: 'erc721',
        direction: 'in',
        value: 1n,
        token: lower(spamNft),
        tokenId: '100',
        spam: true,
      },
    ],
  )
  await record(owner, await write(owner, multi, multiArtifact.abi, 'mint', [visitor, 7n, 5n]), [
    { kind: 'erc1155', direction: 'in', value: 5n, token: lower(multi), tokenId: '7' },
  ])
  await record(
    visitorClient,
    await write(visitorClient, multi, multiArtifact.abi, 'safeTransferFrom', [
      visitor,
      owner.account.address,
      7n,
      2n,
      '0x',
    ]),
    [{ kind: 'erc1155', direction: 'out', value: 2n, token: lower(multi), tokenId: '7' }],
  )
  // Reverted: more USDC than the visitor has, with gas given so the node mines it anyway.
  await record(
    visitorClient,
    await write(
      visitorClient,
      fixtures.usdc,
      fixtures.abis.erc20,
      'transfer',
      [owner.account.address, 10n ** 30n],
      100_000n,
    ),
    [],
    true,
  )
  return {
    ...fixtures,
    visitor,
    nft,
    spamNft,
    multi,
    history,
    holdings: [
      { contract: nft, tokenId: '1', balance: 1n, standard: 'erc721' },
      { contract: multi, tokenId: '7', balance: 3n, standard: 'erc1155' },
    ],
  }
}
