// SPEC §7's history endpoint on a local server; NFT metadata over HTTP with a timeout; the
// service's fallback from a failing source to the next, and 'Failed to fetch transactions'.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvil, mainnet } from '../../../chains/eip155/index.js'
import { createHttp } from '../../../kernel/http.js'
import { createKernel, createMemoryBackend, type Kernel } from '../../../kernel/internal.js'
import { getHistoryService } from '../../../plugins/history/createHistoryService.js'
import { history } from '../../../plugins/history/index.js'
import { fetchNftMetadata, safeNftImage } from '../../../plugins/history/nftMetadata.js'
import { createHostedSource } from '../../../plugins/history/sources/createHostedSource.js'
import type { HistorySourceDefinition } from '../../../plugins/history/types.js'

let server: Server
let base: string
const requests: URL[] = []
let answer: unknown

const record = (overrides: Record<string, unknown> = {}) => ({
  id: 'rec-1',
  metadata: {
    minedAt: '2026-11-20T10:00:00.000Z',
    chain: 'eip155:1',
    status: 'CONFIRMED',
    sentFrom: '0x1111111111111111111111111111111111111111',
    sentTo: '0x2222222222222222222222222222222222222222',
    hash: `0x${'ab'.repeat(32)}`,
    nonce: 4,
  },
  transfers: [
    {
      direction: 'out',
      quantity: { numeric: '1.5' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x/eth.png' } },
    },
  ],
  ...overrides,
})

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url)
    if (url.pathname === '/slow.json') return // never answers: the timeout must end it
    if (url.pathname === '/meta.json')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          name: '\u202E<script>alert(1)</script>',
          image: 'ipfs://bafyimage/1.svg',
        }),
      )
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const http = createHttp({ fetch, setTimeout, clearTimeout, now: Date.now })
const context = { kernel: undefined as unknown as Kernel, http, getSent: () => [] }

describe('SPEC §7 history endpoint', () => {
  it('asks GET /v1/account/{account}/history with cursor, onramp, chainId, projectId, st, sv', async () => {
    answer = { data: [record()], next: 'page-2' }
    const source = createHostedSource({ url: `${base}/`, projectId: 'p1', onramp: true }, context)
    const page = await source.getTransactions({
      address: '0x1111111111111111111111111111111111111111',
      network: mainnet,
      cursor: 'page-1',
    })
    const asked = requests.at(-1)!
    expect(asked.pathname).toBe('/v1/account/0x1111111111111111111111111111111111111111/history')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      cursor: 'page-1',
      onramp: 'coinbase',
      chainId: 'eip155:1',
      projectId: 'p1',
      st: 'gangway',
      sv: 'gangway-0.1.0',
    })
    expect(page.cursor).toBe('page-2')
    expect(page.transactions).toEqual([
      {
        id: `0x${'ab'.repeat(32)}`,
        metadata: { minedAt: Date.parse('2026-11-20T10:00:00.000Z'), chain: 'eip155:1' },
        status: 'confirmed',
        from: '0x1111111111111111111111111111111111111111',
        to: '0x2222222222222222222222222222222222222222',
        nonce: 4,
        transfers: [
          {
            kind: 'fungible',
            direction: 'out',
            from: '0x1111111111111111111111111111111111111111',
            to: '0x2222222222222222222222222222222222222222',
            value: 15n,
            decimals: 1,
            name: 'Ether',
            symbol: 'ETH',
          },
        ],
      },
    ])
  })

  it('reads nft_info with its is_spam flag, and keeps only the connected chain', async () => {
    answer = {
      data: [
        record({
          transfers: [
            {
              direction: 'in',
              quantity: { numeric: '1' },
              nft_info: { name: 'Free Claim', flags: { is_spam: true } },
            },
          ],
        }),
        record({
          id: 'rec-2',
          metadata: { ...record().metadata, chain: 'eip155:8453', hash: null },
        }),
      ],
      next: null,
    }
    const page = await createHostedSource({ url: base }, context).getTransactions({
      address: '0x1111111111111111111111111111111111111111',
      network: mainnet,
    })
    expect(page.cursor).toBeUndefined()
    expect(page.transactions).toHaveLength(1)
    expect(page.transactions[0]!.transfers[0]!.nft).toEqual({
      name: 'Free Claim',
      imageUrl: undefined,
      isSpam: true,
    })
  })

  it('hands on eip155 addresses EIP-55 checksummed, and no text where an address belongs', async () => {
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    answer = {
      data: [record({ metadata: { ...record().metadata, sentFrom: lower, sentTo: '<b>bob</b>' } })],
    }
    const page = await createHostedSource({ url: base }, context).getTransactions({
      address: lower,
      network: mainnet,
    })
    const [transaction] = page.transactions
    expect(transaction).toMatchObject({
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: undefined,
    })
    expect(transaction!.transfers[0]).toMatchObject({
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: '',
    })
  })

  it('takes a transfer whose value is not a number as zero (SPEC §5), and keeps the page', async () => {
    const transfer = record().transfers[0]!
    answer = {
      data: [
        record({ transfers: [{ ...transfer, quantity: { numeric: 'NaN' } }] }),
        record({ id: 'rec-2', transfers: [{ ...transfer, quantity: { numeric: 12 } }] }),
        record({ id: 'rec-3' }),
      ],
      next: null,
    }
    const page = await createHostedSource({ url: base }, context).getTransactions({
      address: '0x1111111111111111111111111111111111111111',
      network: mainnet,
    })
    expect(page.transactions.map((t) => t.transfers[0]!.value)).toEqual([0n, 0n, 15n])
  })

  it('refuses an answer that is not SPEC §3 records', async () => {
    answer = { data: [{ id: 1, metadata: 'x' }] }
    await expect(
      createHostedSource({ url: base }, context).getTransactions({
        address: '0x1111111111111111111111111111111111111111',
        network: mainnet,
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
  })
})

describe('NFT metadata', () => {
  it('reads https metadata, cleans the name to text and takes ipfs:// images through the gateway', async () => {
    const metadata = await fetchNftMetadata({
      uri: `${base.replace('http:', 'https:')}/meta.json`,
      gateway: 'https://gw.example/ipfs/',
      timeout: 1_000,
      // The local server speaks http; the scheme check is what is under test, not TLS.
      http: {
        request: (url, parameters) => http.request(url.replace('https:', 'http:'), parameters),
      },
    })
    expect(metadata).toEqual({
      name: '<script>alert(1)</script>',
      description: undefined,
      imageUrl: 'https://gw.example/ipfs/bafyimage/1.svg',
    })
  })

  it('gives up after its timeout', async () => {
    await expect(
      fetchNftMetadata({
        uri: 'https://slow.example/slow.json',
        gateway: 'https://gw.example/ipfs/',
        timeout: 200,
        http: {
          request: (_url, parameters) => http.request(`${base}/slow.json`, parameters),
        },
      }),
    ).rejects.toMatchObject({ shortMessage: 'HTTP request timed out.' })
  })

  it('reads inline JSON, and refuses http:, javascript: and relative images', async () => {
    const inline = `data:application/json;base64,${btoa(JSON.stringify({ name: 'A', image: 'javascript:alert(1)' }))}`
    expect(
      await fetchNftMetadata({ uri: inline, gateway: 'https://g/', timeout: 1, http }),
    ).toEqual({
      name: 'A',
      description: undefined,
      imageUrl: undefined,
    })
    expect(
      await fetchNftMetadata({
        uri: 'http://plain.example/1',
        gateway: 'https://g/',
        timeout: 1,
        http,
      }),
    ).toBeUndefined()
    expect(safeNftImage('http://x/a.png', 'https://g/')).toBeUndefined()
    expect(safeNftImage('/a.png', 'https://g/')).toBeUndefined()
    expect(safeNftImage('data:text/html,<b>', 'https://g/')).toBeUndefined()
    expect(safeNftImage('data:image/svg+xml;base64,PHN2Zy8+', 'https://g/')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(safeNftImage('ipfs://ipfs/bafy/x.png', 'https://g/')).toBe('https://g/bafy/x.png')
  })
})

describe('the history service', () => {
  const failing: HistorySourceDefinition = {
    name: 'failing',
    load: async () => ({
      name: 'failing',
      supports: () => true,
      getTransactions: async () => {
        throw new Error('indexer down')
      },
    }),
  }
  const working: HistorySourceDefinition = {
    name: 'working',
    load: async () => ({
      name: 'working',
      supports: () => true,
      getTransactions: async ({ cursor }) => ({
        transactions: [],
        cursor: cursor ? undefined : 'next',
      }),
    }),
  }
  const kernelWith = (sources: HistorySourceDefinition[]) =>
    createKernel({
      plugins: [history({ sources })],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    })

  it('falls back to the next source, and sends later pages to the one that answered', async () => {
    const service = getHistoryService(kernelWith([failing, working]))
    const first = await service.getPage({ address: '0x1', network: anvil })
    expect(first.cursor).toBe('1|next')
    expect(
      (await service.getPage({ address: '0x1', network: anvil, cursor: first.cursor })).cursor,
    ).toBeUndefined()
  })

  it("says 'Failed to fetch transactions' when no source can", async () => {
    await expect(
      getHistoryService(kernelWith([failing])).getPage({ address: '0x1', network: anvil }),
    ).rejects.toMatchObject({
      name: 'FetchTransactionsError',
      shortMessage: 'Failed to fetch transactions',
    })
  })
})
