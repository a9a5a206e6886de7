import { Blake2128Concat, Twox128 } from '@polkadot-api/substrate-bindings'
import { BalanceUnavailableError, defineCache, type Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import { decodeAccountInfo, toBalance } from './decodeAccountInfo.js'
import { InvalidAddressError } from './errors.js'
import { concatBytes, fromHex, toHex } from './hex.js'
import { hexSchema, rpcRequest } from './rpc.js'
import { toPublicKey } from './ss58.js'
import type { PolkadotBalance, PolkadotContext } from './types.js'

const encoder = new TextEncoder()

/** The storage key of `System.Account(publicKey)`. */
export function accountStorageKey(publicKey: Uint8Array): `0x${string}` {
  return toHex(
    concatBytes(
      Twox128(encoder.encode('System')),
      Twox128(encoder.encode('Account')),
      Blake2128Concat(publicKey),
    ),
  )
}

/** SPEC §9: a native balance is cached for 30 s. Amounts are decimal strings (JSON has no bigint). */
export const polkadotBalanceCache = defineCache({
  name: 'cache/polkadot-balance',
  ttl: 30_000,
  schema: z.object({
    nonce: z.number(),
    free: z.string(),
    reserved: z.string(),
    frozen: z.string(),
  }),
})

/**
 * An address's native balance from the network's own JSON-RPC (`state_getStorage` of
 * `System.Account`): free, reserved, frozen, and what can be transferred. Cached for 30 s;
 * after a failure no new read for 30 s.
 *
 * @throws BalanceUnavailableError ('Token Balance Unavailable'), also when the node answers
 *   storage that is not an `AccountInfo`.
 * @example
 * const { free, reserved, frozen, transferable } = await getBalance(context, { address, network })
 */
export async function getBalance(
  context: PolkadotContext,
  parameters: { address: string; network: Network },
): Promise<PolkadotBalance> {
  const { address, network } = parameters
  const publicKey = toPublicKey(address)
  if (!publicKey) throw new InvalidAddressError(address, network.name)
  return context.readCached({
    cache: polkadotBalanceCache,
    id: `${network.caipNetworkId}:${toHex(publicKey)}`,
    async read() {
      const stored = await rpcRequest(context.kernel, {
        url: context.getRpcUrl(network),
        method: 'state_getStorage',
        params: [accountStorageKey(publicKey)],
        schema: z.nullable(hexSchema),
      })
      return decodeAccountInfo(stored === null ? undefined : fromHex(stored))
    },
    toStored: (balance) => ({
      nonce: balance.nonce,
      free: balance.free.toString(),
      reserved: balance.reserved.toString(),
      frozen: balance.frozen.toString(),
    }),
    fromStored: (stored) =>
      toBalance({
        nonce: stored.nonce,
        free: BigInt(stored.free),
        reserved: BigInt(stored.reserved),
        frozen: BigInt(stored.frozen),
      }),
    toError: (cause) => new BalanceUnavailableError(cause),
  })
}
