import type { Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import { isPolkadotNetwork } from './defineNetwork.js'

const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value)
const isWhole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0
const wholeNumber = z.optional(z.unknown().check(z.refine(isWhole, 'expected a whole number ≥ 0')))

/**
 * `polkadot()`'s options: each network needs a genesis hash and an SS58 prefix (`defineChain`
 * then checks its namespace, id and CAIP id). Built when called, in development builds only
 * (as eip155's and createGangway's options are checked): a production page builds no schema
 * before its first paint. Refinements only: they add nothing to what the kernel's first load has (NOTES: zod's
 * number and string checks would land in a host's eager chunk).
 */
export const optionsSchema = () =>
  z.object({
    networks: z.array(
      z
        .unknown()
        .check(
          z.refine(
            (network) => isPolkadotNetwork(network as Network),
            'expected a network from definePolkadotNetwork',
          ),
        ),
    ),
    rpcUrls: z.optional(
      z
        .unknown()
        .check(
          z.refine(
            (urls) =>
              typeof urls === 'object' && urls !== null && Object.values(urls).every(isHttpUrl),
            'expected http(s) URLs by network',
          ),
        ),
    ),
    dappName: z.optional(z.string()),
    registrationTimeout: wholeNumber,
    pollingInterval: wholeNumber,
    finalityTimeout: wholeNumber,
  })
