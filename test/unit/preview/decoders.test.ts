import {
  type Address,
  encodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { unknownPreview } from '../../../kernel/internal.js'
import {
  type AssetInfo,
  decodeCall,
  decodeTypedData,
  readRevertReason,
  toPreview,
} from '../../../plugins/preview/evm.js'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3' as Address
const native = { symbol: 'ETH', decimals: 18 }
const usdc = { symbol: 'USDC', name: 'USD Coin', decimals: 6, totalSupply: 10n ** 12n, flags: [] }

describe('decodeCall (issue 33)', () => {
  it('reads a plain value transfer as a native send', () => {
    expect(decodeCall({ to: bob, value: 5n })).toMatchObject({
      known: true,
      effects: [{ type: 'move', standard: 'native', to: bob, amount: 5n }],
    })
  })

  it('reads ERC-20 transfer, approve and increaseAllowance', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, 7n],
    })
    expect(decodeCall({ to: token, data: transfer })).toMatchObject({
      known: true,
      action: {
        functionName: 'transfer(address,uint256)',
        args: [
          { name: 'to', value: bob },
          { name: 'amount', value: '7' },
        ],
      },
      effects: [{ type: 'move', standard: 'erc20', token, to: bob, amount: 7n }],
    })
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [bob, maxUint256],
    })
    expect(decodeCall({ to: token, data: approve }).effects).toEqual([
      expect.objectContaining({
        type: 'allow',
        standard: 'erc20or721',
        spender: bob,
        amount: maxUint256,
        via: 'approve',
      }),
    ])
    const increase = encodeFunctionData({
      abi: parseAbi(['function increaseAllowance(address,uint256)']),
      args: [bob, 3n],
    })
    expect(decodeCall({ to: token, data: increase }).effects[0]).toMatchObject({
      via: 'increaseAllowance',
      amount: 3n,
    })
  })

  it('reads ERC-721 and ERC-1155 transfers and setApprovalForAll (a revoke grants nothing)', () => {
    const nft = encodeFunctionData({
      abi: parseAbi(['function safeTransferFrom(address,address,uint256)']),
      args: [me, bob, 9n],
    })
    expect(decodeCall({ to: token, data: nft }).effects[0]).toMatchObject({
      standard: 'erc721',
      tokenId: 9n,
      from: me,
      to: bob,
    })
    const multi = encodeFunctionData({
      abi: parseAbi(['function safeTransferFrom(address,address,uint256,uint256,bytes)']),
      args: [me, bob, 4n, 20n, '0x'],
    })
    expect(decodeCall({ to: token, data: multi }).effects[0]).toMatchObject({
      standard: 'erc1155',
      tokenId: 4n,
      amount: 20n,
    })
    const all = parseAbi(['function setApprovalForAll(address,bool)'])
    expect(
      decodeCall({ to: token, data: encodeFunctionData({ abi: all, args: [bob, true] }) }).effects,
    ).toEqual([expect.objectContaining({ scope: 'all', spender: bob, via: 'setApprovalForAll' })])
    expect(
      decodeCall({ to: token, data: encodeFunctionData({ abi: all, args: [bob, false] }) }).effects,
    ).toEqual([])
  })

  it('reads Permit2 approve with its expiration', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function approve(address,address,uint160,uint48)']),
      args: [token, bob, 100n, 1_900_000_000],
    })
    expect(decodeCall({ to: permit2, data }).effects).toEqual([
      expect.objectContaining({
        type: 'allow',
        token,
        spender: bob,
        amount: 100n,
        expiresAt: 1_900_000_000,
        via: 'permit2',
      }),
    ])
  })

  it('keeps an unknown call raw, named by its selector', () => {
    expect(decodeCall({ to: bob, data: '0x12345678ff' })).toMatchObject({
      known: false,
      action: { functionName: '0x12345678', raw: '0x12345678ff' },
    })
  })
})

describe('decodeTypedData (issue 33)', () => {
  it('reads an EIP-2612 Permit as an allowance until its deadline', () => {
    const decoded = decodeTypedData({
      domain: { name: 'USD Coin', verifyingContract: token },
      primaryType: 'Permit',
      message: { owner: me, spender: bob, value: '1000000', nonce: '0', deadline: '1900000000' },
    })
    expect(decoded.known).toBe(true)
    expect(decoded.effects).toEqual([
      expect.objectContaining({
        token,
        spender: bob,
        amount: 1_000_000n,
        expiresAt: 1_900_000_000,
        via: 'permit',
      }),
    ])
  })

  it('reads a Permit2 PermitBatch as one allowance per token', () => {
    const decoded = decodeTypedData({
      domain: { verifyingContract: permit2 },
      primaryType: 'PermitBatch',
      message: {
        details: [
          { token, amount: '5', expiration: '1900000000', nonce: '0' },
          { token: bob, amount: '6', expiration: '1900000001', nonce: '0' },
        ],
        spender: bob,
        sigDeadline: '1900000000',
      },
    })
    expect(
      decoded.effects.map((e) => e.type === 'allow' && [e.token, e.amount, e.expiresAt]),
    ).toEqual([
      [token, 5n, 1_900_000_000],
      [bob, 6n, 1_900_000_001],
    ])
  })

  it('does not take a Permit2-shaped message from another contract as Permit2', () => {
    const decoded = decodeTypedData({
      domain: { verifyingContract: bob },
      primaryType: 'PermitSingle',
      message: {
        details: { token, amount: '5', expiration: '1', nonce: '0' },
        spender: bob,
        sigDeadline: '1',
      },
    })
    expect(decoded.known).toBe(false)
    expect(decoded.action.raw).toContain('PermitSingle')
  })
})

describe('toPreview (issue 33)', () => {
  it('reads an ambiguous approve on an ERC-721 contract as one NFT, not an amount', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 42n] })
    const preview = toPreview({
      from: me,
      decoded: [decodeCall({ to: token, data })],
      assets: new Map([[token.toLowerCase(), { symbol: 'APE', standard: 'erc721', flags: [] }]]),
      native,
    })
    expect(preview.allow).toEqual([
      expect.objectContaining({
        scope: 'amount',
        amount: undefined,
        unlimited: false,
        asset: expect.objectContaining({ kind: 'nft', tokenId: 42n }),
      }),
    ])
  })

  it('flags an approval above the supply as unlimited; approve(0) grants nothing', () => {
    const approve = (amount: bigint) =>
      decodeCall({
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, amount] }),
      })
    const assets = new Map([[token.toLowerCase(), usdc]])
    expect(
      toPreview({ from: me, decoded: [approve(10n ** 13n)], assets, native }).warnings,
    ).toEqual([expect.objectContaining({ kind: 'unlimitedApproval', spender: bob })])
    expect(toPreview({ from: me, decoded: [approve(0n)], assets, native }).allow).toEqual([])
  })

  it('puts a failure first among the warnings and keeps confidence decoded without a simulation', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] })
    const preview = toPreview({
      from: me,
      decoded: [decodeCall({ to: token, data })],
      assets: new Map([[token.toLowerCase(), usdc]]),
      native,
      failure: { reason: 'paused' },
    })
    expect(preview.confidence).toBe('decoded')
    expect(preview.warnings[0]).toEqual({ kind: 'willFail', reason: 'paused' })
    expect(preview.send[0]).toMatchObject({ amount: 1n, counterparty: bob })
  })

  it('an unknown preview has nothing to show but is well formed', () => {
    expect(unknownPreview).toMatchObject({ confidence: 'unknown', send: [], allow: [] })
  })
})

describe('readRevertReason (issue 33)', () => {
  it('reads Error(string), Panic and a custom error selector', () => {
    const abi = parseAbi(['error Error(string)', 'error Panic(uint256)', 'error Paused(address)'])
    expect(readRevertReason(encodeErrorResult({ abi, errorName: 'Error', args: ['nope'] }))).toBe(
      'nope',
    )
    expect(readRevertReason(encodeErrorResult({ abi, errorName: 'Panic', args: [17n] }))).toBe(
      'Panic(17)',
    )
    expect(readRevertReason(encodeErrorResult({ abi, errorName: 'Paused', args: [bob] }))).toMatch(
      /^custom error 0x[0-9a-f]{8}$/,
    )
  })

  it('removes direction marks and control characters from a reason', () => {
    const abi = parseAbi(['error Error(string)'])
    expect(
      readRevertReason(encodeErrorResult({ abi, errorName: 'Error', args: ['\u202Eevil\u0000'] })),
    ).toBe('evil')
  })
})

describe('Seaport orders (issue 33): "Seaport may take N of your TOKEN until DATE"', () => {
  const seaport = '0x0000000000000068F116a894984e2DB1123eB395' as Address
  const ape = '0x00000000000000000000000000000000000000a9' as Address
  const weth = '0x00000000000000000000000000000000000000e7' as Address
  const market = '0x0000000000000000000000000000000000000fee' as Address
  const order = (offer: unknown[], consideration: unknown[]) => ({
    domain: { name: 'Seaport', version: '1.6', chainId: 1, verifyingContract: seaport },
    primaryType: 'OrderComponents',
    message: {
      offerer: me,
      zone: '0x0000000000000000000000000000000000000000',
      offer,
      consideration,
      orderType: '0',
      startTime: '1700000000',
      endTime: '1900000000',
      zoneHash: `0x${'00'.repeat(32)}`,
      salt: '1',
      conduitKey: `0x${'00'.repeat(32)}`,
      counter: '0',
    },
  })
  const item = (itemType: number, tokenAddress: Address, id: string, amount: string) => ({
    itemType: String(itemType),
    token: tokenAddress,
    identifierOrCriteria: id,
    startAmount: amount,
    endAmount: amount,
  })
  const assets = new Map<string, AssetInfo>([
    [ape.toLowerCase(), { symbol: 'APE', standard: 'erc721', flags: [] }],
    [weth.toLowerCase(), { symbol: 'WETH', decimals: 18, totalSupply: 10n ** 30n, flags: [] }],
  ])
  const preview = (typed: ReturnType<typeof order>) =>
    toPreview({ from: me, decoded: [decodeTypedData(typed)], assets, native })

  it('a listing: Seaport may take APE #7 until the end time; you receive 1 ETH when it is filled, the fee to the market is not yours', () => {
    const listing = order(
      [item(2, ape, '7', '1')],
      [
        {
          ...item(0, '0x0000000000000000000000000000000000000000', '0', '1000000000000000000'),
          recipient: me,
        },
        {
          ...item(0, '0x0000000000000000000000000000000000000000', '0', '25000000000000000'),
          recipient: market,
        },
      ],
    )
    const result = preview(listing)
    expect(result.confidence).toBe('decoded')
    expect(result.allow).toEqual([
      expect.objectContaining({
        spender: seaport,
        scope: 'amount',
        via: 'seaport',
        expiresAt: 1_900_000_000,
        asset: expect.objectContaining({ kind: 'nft', symbol: 'APE', tokenId: 7n }),
      }),
    ])
    expect(result.receive).toEqual([
      expect.objectContaining({
        amount: 10n ** 18n,
        asset: expect.objectContaining({ kind: 'native' }),
      }),
    ])
    expect(result.send).toEqual([])
  })

  it('a bid: Seaport may take up to 2 WETH until the end time; you receive APE #9', () => {
    const bid = order(
      [item(1, weth, '0', '2000000000000000000')],
      [{ ...item(2, ape, '9', '1'), recipient: me }],
    )
    const result = preview(bid)
    expect(result.allow).toEqual([
      expect.objectContaining({
        amount: 2n * 10n ** 18n,
        unlimited: false,
        via: 'seaport',
        expiresAt: 1_900_000_000,
        asset: expect.objectContaining({ symbol: 'WETH', decimals: 18 }),
      }),
    ])
    expect(result.receive).toEqual([
      expect.objectContaining({ asset: expect.objectContaining({ symbol: 'APE', tokenId: 9n }) }),
    ])
  })

  it('an auction takes its worst case; an offer chosen by criteria is any token of the collection, warned', () => {
    const auction = order(
      [{ ...item(1, weth, '0', '1'), startAmount: '1000', endAmount: '5000' }],
      [],
    )
    expect(preview(auction).allow[0]?.amount).toBe(5000n)
    const criteria = order([item(4, ape, '0', '1')], [])
    const result = preview(criteria)
    expect(result.allow[0]).toMatchObject({ scope: 'all', via: 'seaport' })
    expect(result.warnings.map((w) => w.kind)).toContain('approvalForAll')
  })

  it('a malformed or foreign order is unknown, never half-read', () => {
    for (const broken of [
      order(
        [
          {
            itemType: '9',
            token: ape,
            identifierOrCriteria: '1',
            startAmount: '1',
            endAmount: '1',
          },
        ],
        [],
      ),
      order([item(2, ape, 'seven', '1')], []),
      order([item(2, ape, '7', '1')], [{ ...item(0, ape, '0', '1'), recipient: 'nobody' }]),
      { ...order([], []), domain: { name: 'Seaport' } },
    ])
      expect(decodeTypedData(broken).known).toBe(false)
    // Another contract's OrderComponents is not read as Seaport's.
    expect(
      decodeTypedData({
        ...order([item(2, ape, '7', '1')], []),
        domain: { name: 'Other', verifyingContract: seaport },
      }).known,
    ).toBe(false)
  })
})
