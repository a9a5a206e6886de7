// The frame's reading of eth_simulateV1 (issue 33): the visitor's net changes, and a node's
// answer that is not a simulation refused rather than shown.
import { describe, expect, it } from 'vitest'
import {
  assetChanges,
  cleanReason,
  nativeAddress,
  readSimulation,
} from '../../../secure-site/frame/simulate.js'

const me = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const log = (address: string, from: string, to: string, amount: bigint) => ({
  address,
  topics: [transferTopic, topic(from), topic(to)],
  data: word(amount),
})

describe('assetChanges', () => {
  it('nets each asset: out, back in, the coin apart', () => {
    expect(
      assetChanges(
        [
          log(token, me, other, 10n),
          log(token, other, me, 4n),
          log(nativeAddress, other, me, 7n),
          log(token, other, other, 99n),
        ],
        me,
      ),
    ).toEqual([
      { kind: 'amount', asset: token, amount: -6n },
      { kind: 'amount', asset: nativeAddress, amount: 7n },
    ])
  })

  it('an NFT leaving is one change of its own; what cancels out is not shown', () => {
    const nft = {
      address: token,
      topics: [transferTopic, topic(me), topic(other), word(42n)],
      data: '0x',
    }
    expect(assetChanges([nft, log(token, me, other, 1n), log(token, other, me, 1n)], me)).toEqual([
      { kind: 'nft', asset: token, tokenId: 42n, direction: 'out' },
    ])
  })
})

describe('readSimulation', () => {
  const ok = (logs: unknown[]) => [{ calls: [{ status: '0x1', logs, returnData: '0x' }] }]

  it('reads a failed call’s reason, cleaned to one printable line', () => {
    expect(
      readSimulation(
        [{ calls: [{ status: '0x0', logs: [], error: { message: 'nope\u202e\n\u0000 evil' } }] }],
        me,
        1,
      ),
    ).toEqual({ ok: false, reason: 'nope evil' })
    expect(cleanReason(undefined)).toBe('execution reverted')
    expect(cleanReason('x'.repeat(500))).toHaveLength(200)
  })

  it.each([
    ['not a list', { calls: [] }],
    ['two blocks', [...ok([]), ...ok([])]],
    ['a call missing', [{ calls: [] }]],
    ['an unknown status', [{ calls: [{ status: '0x2', logs: [] }] }]],
    ['a log that is not one', ok([{ address: 'me', topics: [], data: '0x' }])],
    ['a topic that is not 32 bytes', ok([{ address: token, topics: ['0x01'], data: '0x' }])],
  ])('refuses %s', (_, answer) => {
    expect(readSimulation(answer, me, 1)).toBeUndefined()
  })
})
