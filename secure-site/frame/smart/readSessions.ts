import type { Address, Hex } from 'viem'
import { encodeFunctionData, getAddress } from 'viem/utils'
import { FrameError } from '../frameError.js'
import { accountAbi } from './accountAbi.js'
import type { SmartAccountNetwork } from './accountTypes.js'
import { jsonRpc } from './jsonRpc.js'
import { type HeldSession, sessionGrantedTopic } from './sessionCalls.js'

/**
 * The sessions the account holds now: keys from its SessionGranted logs, each read back
 * from the account (a revoked key reads as empty; an expired one is left out).
 */
export async function readSessions(parameters: {
  /** The account's network. */
  network: SmartAccountNetwork
  /** The account (deployed: an undeployed one holds none). */
  account: Address
  /** Unix seconds: sessions valid until then or before are left out. */
  now: number
}): Promise<HeldSession[]> {
  const { network: found, account, now } = parameters
  const logs = await jsonRpc<{ topics: Hex[] }[]>(found.rpcUrl, {
    method: 'eth_getLogs',
    params: [
      { address: account, topics: [sessionGrantedTopic], fromBlock: '0x0', toBlock: 'latest' },
    ],
  })
  const keys = [
    ...new Set(
      logs.flatMap(({ topics }) => {
        const topic = topics[1]
        return topic && /^0x[0-9a-fA-F]{64}$/.test(topic)
          ? [getAddress(`0x${topic.slice(26)}`)]
          : []
      }),
    ),
  ]
  const held = await Promise.all(
    keys.map(async (key): Promise<HeldSession> => {
      const data = await jsonRpc<Hex>(found.rpcUrl, {
        method: 'eth_call',
        params: [
          {
            to: account,
            data: encodeFunctionData({ abi: accountAbi, functionName: 'sessions', args: [key] }),
          },
          'latest',
        ],
      })
      // Five static words (target, selector, validUntil, spendLimit, spent): read by hand,
      // which keeps viem's ABI decoder out of the frame page.
      if (!/^0x[0-9a-fA-F]{320}$/.test(data))
        throw new FrameError('NODE_ANSWER_INVALID', 'The account did not answer')
      const word = (index: number) => data.slice(2 + index * 64, 66 + index * 64)
      return {
        key,
        target: getAddress(`0x${word(0).slice(24)}`),
        selector: `0x${word(1).slice(0, 8)}`,
        validUntil: Number(BigInt(`0x${word(2)}`)),
        spendLimit: BigInt(`0x${word(3)}`),
        spent: BigInt(`0x${word(4)}`),
      }
    }),
  )
  return held.filter((session) => session.validUntil > now)
}
