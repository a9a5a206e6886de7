// An ERC-20 transfer or approval as the visitor reads it: who gets what, in the token's own
// symbol and decimals read from the chain, and an unlimited allowance called what it is; an NFT
// collection's setApprovalForAll, warned about.

import { decodeTokenCall, formatUnits } from './decode.js'
import type { Row } from './described.js'
import { text } from './messages.js'
import { readToken, type TokenFacts } from './readToken.js'

/** From 2^255 up an allowance is "unlimited": what the dapps that ask for one write. */
const unlimitedFrom = 2n ** 255n

/**
 * The rows (and warnings) for a call to `token` when its data is an ERC-20 `transfer` or
 * `approve`, or `setApprovalForAll`; `undefined` for any other call. The token's facts are read through `rpcUrl`
 * (the operator's RPC for the signed chain); without it, or when the chain does not answer,
 * amounts are in the token's smallest unit.
 *
 * @param parameters.prefix - "2. " for the second call of a batch.
 */
export async function tokenRows(parameters: {
  token: string
  data: string | undefined
  rpcUrl: string | undefined
  prefix?: string | undefined
}): Promise<{ rows: Row[]; warnings: string[] } | undefined> {
  const call = decodeTokenCall(parameters.data)
  if (!call) return undefined
  const prefix = parameters.prefix ?? ''
  const facts = parameters.rpcUrl ? await readToken(parameters.rpcUrl, parameters.token) : undefined
  const amount = (value: bigint, known: TokenFacts | undefined) =>
    known
      ? `${formatUnits(value, known.decimals)} ${known.symbol}`
      : text('smallestUnit', { amount: value.toString() })
  const token: Row = [
    'token',
    `${prefix}${facts ? `${facts.symbol} · ${parameters.token}` : parameters.token}`,
  ]
  if (call.kind === 'transfer')
    return {
      rows: [
        token,
        ['recipient', `${prefix}${call.recipient}`],
        ['tokenAmount', `${prefix}${amount(call.amount, facts)}`],
      ],
      warnings: [],
    }
  if (call.kind === 'approveAll') {
    // The collection as its contract names itself where it answers; the operator gets it all.
    const collection = facts?.symbol ?? parameters.token
    return {
      rows: [
        token,
        ['spender', `${prefix}${call.spender}`],
        ['allowance', `${prefix}${text('everyNft')}`],
      ],
      warnings: [text('approveAllWarning', { spender: call.spender, collection })],
    }
  }
  const unlimited = call.amount >= unlimitedFrom
  const symbol = facts?.symbol ?? parameters.token
  return {
    rows: [
      token,
      ['spender', `${prefix}${call.spender}`],
      [
        'allowance',
        `${prefix}${unlimited ? text('unlimitedAllowance', { symbol }) : amount(call.amount, facts)}`,
      ],
    ],
    warnings: unlimited ? [text('unlimitedWarning', { spender: call.spender, symbol })] : [],
  }
}
