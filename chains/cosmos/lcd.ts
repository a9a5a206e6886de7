// The chain's REST (LCD) API: the same requests a Cosmos SDK node answers.
import { base64 } from '@scure/base'
import { type Kernel, sleep } from 'gangway/kernel'
import * as z from 'zod/mini'
import { BroadcastError } from './errors.js'
import type { CosmosNetwork } from './types.js'

const integer = z.string().check(z.regex(/^\d{1,30}$/))

const balancesSchema = z.object({
  balances: z.array(z.object({ denom: z.string(), amount: integer })),
})

const accountSchema = z.object({
  account: z.object({
    // A BaseAccount, or a vesting account that holds one.
    account_number: z.optional(integer),
    sequence: z.optional(integer),
    base_vesting_account: z.optional(
      z.object({ base_account: z.object({ account_number: integer, sequence: integer }) }),
    ),
  }),
})

const simulateSchema = z.object({ gas_info: z.object({ gas_used: integer }) })

const txResponseSchema = z.object({
  tx_response: z.object({
    txhash: z.string().check(z.regex(/^[0-9A-Fa-f]{64}$/)),
    code: z.number(),
    raw_log: z.optional(z.string()),
  }),
})

const restUrl = (network: CosmosNetwork) => network.rpcUrls.default.http[0]?.replace(/\/+$/, '')

/** The native coin's balance of an address (`GET /cosmos/bank/v1beta1/balances/{address}`). */
export async function getNativeBalance(
  kernel: Kernel,
  parameters: { address: string; network: CosmosNetwork },
): Promise<bigint> {
  const { address, network } = parameters
  const url = `${restUrl(network)}/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}`
  const { balances } = await kernel.http.request(url, { schema: balancesSchema })
  const coin = balances.find((entry) => entry.denom === network.denom)
  return coin ? BigInt(coin.amount) : 0n
}

/** An account's number and next sequence (`GET /cosmos/auth/v1beta1/accounts/{address}`). */
export async function getAccount(
  kernel: Kernel,
  parameters: { address: string; network: CosmosNetwork },
): Promise<{ accountNumber: bigint; sequence: bigint }> {
  const { address, network } = parameters
  const url = `${restUrl(network)}/cosmos/auth/v1beta1/accounts/${encodeURIComponent(address)}`
  const { account } = await kernel.http.request(url, { schema: accountSchema })
  const base = account.base_vesting_account?.base_account ?? account
  return { accountNumber: BigInt(base.account_number ?? 0), sequence: BigInt(base.sequence ?? 0) }
}

/** The gas a transaction uses (`POST /cosmos/tx/v1beta1/simulate`). */
export async function simulate(
  kernel: Kernel,
  parameters: { txBytes: Uint8Array; network: CosmosNetwork },
): Promise<bigint> {
  const url = `${restUrl(parameters.network)}/cosmos/tx/v1beta1/simulate`
  const { gas_info } = await kernel.http.request(url, {
    method: 'POST',
    body: { tx_bytes: base64.encode(parameters.txBytes) },
    schema: simulateSchema,
    retryCount: 0,
  })
  return BigInt(gas_info.gas_used)
}

/**
 * Broadcasts a signed transaction (`POST /cosmos/tx/v1beta1/txs`, sync mode) and waits until
 * a block includes it (`GET /cosmos/tx/v1beta1/txs/{hash}`). Not retried: a retry after a lost
 * answer would report the first send as an error.
 *
 * @returns The transaction hash (upper-case hex, as explorers show it).
 * @throws BroadcastError with the chain's log when it refused or failed the transaction.
 */
export async function broadcast(
  kernel: Kernel,
  parameters: { txBytes: Uint8Array; network: CosmosNetwork; timeout?: number },
): Promise<string> {
  const base = restUrl(parameters.network)
  let hash: string
  try {
    const { tx_response } = await kernel.http.request(`${base}/cosmos/tx/v1beta1/txs`, {
      method: 'POST',
      body: { tx_bytes: base64.encode(parameters.txBytes), mode: 'BROADCAST_MODE_SYNC' },
      schema: txResponseSchema,
      retryCount: 0,
    })
    if (tx_response.code !== 0) throw new BroadcastError({ details: tx_response.raw_log })
    hash = tx_response.txhash.toUpperCase()
  } catch (error) {
    throw error instanceof BroadcastError ? error : new BroadcastError({ cause: error })
  }
  // A block every few seconds: ask every 1.5 s, for at most a minute.
  const deadline = kernel.env.now() + (parameters.timeout ?? 60_000)
  for (;;) {
    const found = await kernel.http
      .request(`${base}/cosmos/tx/v1beta1/txs/${hash}`, { schema: txResponseSchema, retryCount: 0 })
      .catch(() => undefined)
    if (found) {
      if (found.tx_response.code !== 0)
        throw new BroadcastError({ details: found.tx_response.raw_log })
      return hash
    }
    if (kernel.env.now() > deadline)
      throw new BroadcastError({ details: `${hash} was not included within a minute.` })
    await sleep(kernel.env, 1_500)
  }
}
