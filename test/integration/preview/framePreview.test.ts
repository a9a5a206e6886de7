// The embedded wallet's approval previews too (issue 33): gangway/preview's own preview, in the
// frame's lazy permitPreview.js, against anvil (1.7.1 serves eth_simulateV1), as the approval
// calls it; and behind a proxy that refuses eth_simulateV1, its eth_call + eth_estimateGas
// fallback.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { previewEvmCalls } from 'gangway/preview'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeRequest } from '../../../secure-site/frame/describeRequest.js'
import { simulationRows } from '../../../secure-site/frame/simulationRows.js'
import {
  type Anvil,
  deployFixtures,
  type Fixtures,
  startAnvil,
  testPrivateKeys,
} from '../../support/anvil.js'
import collectionArtifact from '../../support/contracts/artifacts/PreviewCollection.json' with {
  type: 'json',
}
import multiArtifact from '../../support/contracts/artifacts/TestMultiToken.json' with {
  type: 'json',
}
import { waitForReceipt } from '../../support/receipt.js'
import { deploy, uniswapTestClient } from '../../support/uniswapV2.js'

// The frame page's <html> (Node, not a DOM environment).
vi.stubGlobal('document', { documentElement: { lang: 'en', dir: 'ltr' } })

let node: Anvil
let fixtures: Fixtures
const owner = privateKeyToAccount(testPrivateKeys[0]).address
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const ether = { name: 'Anvil', symbol: 'ETH', decimals: 18 }

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
}, 60_000)
afterAll(() => node?.stop())

const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, amount] })

describe('the frame’s simulation', () => {
  it('sums what leaves per asset: the coin, a token', async () => {
    const { rows } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [
        { to: bob, value: parseEther('1') },
        { to: fixtures.usdc, data: transfer(1_500_000n) },
      ],
      network: ether,
    })
    expect(rows).toEqual([
      ['youSend', '1 ETH'],
      ['youSend', `1.5 USDC · ${fixtures.usdc.toLowerCase()}`],
    ])
  })

  it('words it for the visitor, with the token’s own symbol and decimals', async () => {
    const { rows, warnings } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [{ to: fixtures.usdc, data: transfer(1_500_000n) }],
      network: ether,
    })
    expect(rows).toEqual([['youSend', `1.5 USDC · ${fixtures.usdc.toLowerCase()}`]])
    expect(warnings).toEqual([])
  })

  it('says a call will fail, and why', async () => {
    const { rows, warnings } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: bob,
      calls: [{ to: fixtures.usdc, data: transfer(1n) }],
      network: ether,
    })
    expect(rows).toEqual([])
    expect(warnings).toEqual([expect.stringMatching(/^This will fail: .+/)])
  })

  it('an approval moves nothing now: said so', async () => {
    const { rows } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [
        {
          to: fixtures.usdc,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 1n] }),
        },
      ],
      network: ether,
    })
    expect(rows).toEqual([['simulation', 'No change to your assets']])
  })

  it('an RPC without eth_simulateV1 (or none answering): not simulated, never guessed', async () => {
    const { rows } = await simulationRows({
      rpcUrl: 'http://127.0.0.1:9/',
      account: owner,
      calls: [{ to: bob, value: 1n }],
      network: ether,
    })
    expect(rows).toEqual([['simulation', expect.stringMatching(/^Not simulated/)]])
  })
})

/** The node behind a proxy that answers eth_simulateV1 "method not found", as an RPC without it. */
async function withoutSimulate(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string }
    const refused = (item: { id: number; method: string }) =>
      item.method === 'eth_simulateV1'
        ? { jsonrpc: '2.0', id: item.id, error: { code: -32601, message: 'method not found' } }
        : undefined
    const single = Array.isArray(body) ? undefined : refused(body)
    const answer = single
      ? JSON.stringify(single)
      : await (
          await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).text()
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('the approval’s preview: what the preview service decodes, and its fallback', () => {
  const nftTransfer = (collection: Address, id: bigint) => ({
    to: collection,
    data: encodeFunctionData({
      abi: parseAbi(['function safeTransferFrom(address,address,uint256)']),
      args: [owner, bob, id],
    }),
  })

  it('an ERC-721 and an ERC-1155 transfer show in the frame’s approval as what you send', async () => {
    const client = uniswapTestClient(node.rpcUrl)
    const collection = await deploy(node.rpcUrl, collectionArtifact as never, [])
    const multi = await deploy(node.rpcUrl, multiArtifact as never, ['https://x/{id}.json'])
    for (const [address, abi, args] of [
      [collection, 'function mint(address,uint256)', [owner, 7n]],
      [multi, 'function mint(address,uint256,uint256)', [owner, 3n, 10n]],
    ] as const) {
      const hash = await client.writeContract({
        address,
        abi: parseAbi([abi]),
        functionName: 'mint',
        args,
        chain: null,
      } as never)
      await waitForReceipt(client, { hash })
    }
    const approval = (call: { to: Address; data: `0x${string}` }) =>
      describeRequest({
        request: {
          method: 'eth_sendTransaction',
          params: [{ from: owner, chainId: '0x7a69', ...call }],
        } as never,
        user: { address: owner, accounts: [] } as never,
        chainId: 31337,
        networks: [{ chainId: 31337, rpcUrl: node.rpcUrl }],
      })
    const nft = await approval(nftTransfer(collection, 7n))
    expect(nft.rows[1]).toEqual(['youSend', `PAPE #7 · ${collection.toLowerCase()}`])
    // The raw call stays in the rows.
    expect(nft.rows.find(([label]) => label === 'call')?.[1]).toMatch(/^0x42842e0e/)
    const single = await approval({
      to: multi,
      data: encodeFunctionData({
        abi: parseAbi(['function safeTransferFrom(address,address,uint256,uint256,bytes)']),
        args: [owner, bob, 3n, 4n, '0x'],
      }),
    })
    expect(single.rows[1]).toEqual(['youSend', expect.stringMatching(/^4 × .+ #3 · 0x/)])
  })

  it('increaseAllowance: "You allow <spender> 5 more", decoded as the service decodes it', async () => {
    // A call to an address without code succeeds: what it grants is read from the request.
    const token = '0x1000000000000000000000000000000000000001' as Address
    const { rows, warnings } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [
        {
          to: token,
          data: encodeFunctionData({
            abi: parseAbi(['function increaseAllowance(address,uint256)']),
            args: [bob, 5n],
          }),
        },
      ],
      network: ether,
    })
    expect(rows).toEqual([
      ['simulation', 'No change to your assets'],
      ['youAllow', `${bob} 5 (smallest unit) ${token} more than already allowed`],
    ])
    expect(warnings).toEqual([])
  })

  it('without eth_simulateV1: eth_call says it will fail, and why; decoding says what a transfer sends', async () => {
    const proxy = await withoutSimulate(node.rpcUrl)
    try {
      const transferOf = async (amount: bigint) =>
        simulationRows({
          rpcUrl: proxy.url,
          account: owner,
          calls: [{ to: fixtures.usdc, data: transfer(amount) }],
          network: ether,
        })
      expect(await transferOf(1_500_000n)).toEqual({
        rows: [
          [
            'simulation',
            'Not simulated (this network does not offer it): read from the request itself',
          ],
          ['youSend', `1.5 USDC · ${fixtures.usdc.toLowerCase()}`],
        ],
        warnings: [],
      })
      expect(await transferOf(10n ** 30n)).toEqual({
        rows: [],
        warnings: ['This will fail: ERC20: transfer amount exceeds balance'],
      })
    } finally {
      proxy.server.close()
    }
  })

  it('a node that does not answer is no "will fail": the service claims nothing from its silence', async () => {
    const silent = createClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0 }) })
    const preview = await previewEvmCalls(silent, {
      from: owner,
      calls: [{ to: fixtures.usdc, data: transfer(1n) }],
    })
    expect(preview.failure).toBeUndefined()
    expect(preview.warnings.filter((w) => w.kind === 'willFail')).toEqual([])
  })
})
