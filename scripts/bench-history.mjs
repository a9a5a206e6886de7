// `npm run bench`: the first Activity page of the on-chain history source on a 10,000-block
// anvil history — the generated history (native, ERC-20, ERC-721, ERC-1155, spam, a reverted
// transaction) spread over 10,000 blocks, the visitor's own sends known to the widget. Round
// trips are counted at a proxy in front of the node, through the eip155 adapter's own
// transport (JSON-RPC batching, retries). A script, not a test: it prints numbers.
import { register } from 'tsx/esm/api'

register()
const { startAnvil } = await import('../test/support/anvil.ts')
const { startRpcProxy } = await import('../test/support/rpcProxy.ts')
const { generateHistory } = await import('../test/support/historyFixtures.ts')
const { createNetworkClient } = await import('../chains/eip155/createNetworkClient.ts')
const { anvil } = await import('../chains/eip155/networks/anvil.ts')
const { createEip155History } = await import('../plugins/history/sources/eip155History.ts')
const { createTestClient, http } = await import('viem')

const node = await startAnvil()
const proxy = await startRpcProxy(node.rpcUrl)
try {
  const fixtures = await generateHistory(node.rpcUrl, { gap: 700, before: 100 })
  const test = createTestClient({
    mode: 'anvil',
    transport: http(node.rpcUrl, { timeout: 300_000 }),
  })
  const { getBlockNumber } = await import('viem/actions')
  const mined = await getBlockNumber(test)
  if (mined < 10_000n) await test.mine({ blocks: Number(10_000n - mined) })
  const head = await getBlockNumber(test)
  const sent = fixtures.history
    .filter((tx) => tx.sentByVisitor)
    .map((tx) => ({ id: tx.id, caipNetworkId: anvil.caipNetworkId, from: fixtures.visitor, at: 0 }))
  const runs = []
  for (let run = 0; run < 5; run++) {
    // A fresh source and client each run: nothing cached from the last one.
    const client = createNetworkClient({ network: anvil, rpcUrls: [proxy.url] })
    const source = createEip155History({
      getClient: async () => client,
      limits: { pageBlocks: 10_000, maxLogRange: 1_000, scanBlocks: 64, spamRecipients: 5 },
      getSent: () => sent,
    })
    proxy.reset()
    const started = performance.now()
    const page = await source.getTransactions({ address: fixtures.visitor, network: anvil })
    runs.push({
      ms: performance.now() - started,
      roundTrips: proxy.roundTrips,
      calls: proxy.methods.length,
      getLogs: proxy.count('eth_getLogs'),
      transactions: page.transactions.length,
    })
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const last = runs.at(-1)
  console.log(
    `\nfirst Activity page, on-chain source, ${head} blocks on anvil (median of ${runs.length})\n`,
  )
  console.log(
    `  RPC round trips (HTTP requests, batched) ${median(runs.map((r) => r.roundTrips))}  (budget 3)`,
  )
  console.log(
    `  JSON-RPC calls in them                   ${last.calls} (${last.getLogs} eth_getLogs of ≤ 1,000 blocks)`,
  )
  console.log(
    `  transactions on the page                 ${last.transactions} of ${fixtures.history.length} sent`,
  )
  console.log(
    `  time                                     ${median(runs.map((r) => r.ms)).toFixed(1)} ms`,
  )
  if (median(runs.map((r) => r.roundTrips)) > 3) process.exitCode = 1
} finally {
  await proxy.stop()
  await node.stop()
}
