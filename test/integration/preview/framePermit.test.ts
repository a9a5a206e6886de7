// Issue 33 in the embedded wallet's approval: a permit reads as "You allow <spender> up to N
// TOKEN, until DATE" (EIP-2612, Permit2 single and batch, a Seaport order; a smart account's
// Permit2 calls), the token's symbol and decimals read from the chain, numbers and dates in the
// frame's language by Intl, an unlimited grant called so and warned about, and a warning for a
// spender the visitor never used. On anvil, with Uniswap's real Permit2 (test/support/permit2).
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  maxUint256,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setLocale, text } from '../../../secure-site/frame/messages.js'
import {
  type PermitReview,
  reviewPermit,
  reviewPermitCalls,
} from '../../../secure-site/frame/permitPreview.js'
import { describeSmartRequest } from '../../../secure-site/frame/smart/describeSmartRequest.js'
import type { SmartAccounts } from '../../../secure-site/frame/smart/smartAccounts.js'
import { tokenRows } from '../../../secure-site/frame/tokenRows.js'
import {
  type Anvil,
  deployFixtures,
  type Fixtures,
  startAnvil,
  testPrivateKeys,
} from '../../support/anvil.js'
import hostileArtifact from '../../support/contracts/artifacts/HostileToken.json' with {
  type: 'json',
}
import collectionArtifact from '../../support/contracts/artifacts/PreviewCollection.json' with {
  type: 'json',
}
import { installPermit2, permit2Abi, permit2Address } from '../../support/permit2/installPermit2.js'
import { waitForReceipt } from '../../support/receipt.js'
import { deploy, uniswapTestClient } from '../../support/uniswapV2.js'

// The frame page's <html>, whose lang setLocale sets (Node, not a DOM environment).
vi.stubGlobal('document', { documentElement: { lang: 'en', dir: 'ltr' } })
afterEach(() => setLocale('en'))

let node: Anvil
let fixtures: Fixtures
let collection: Address
let hostile: Address
const owner = privateKeyToAccount(testPrivateKeys[0]).address
const stranger = getAddress('0x90f79bf6eb2c4f837365e785d4a04e0a7c7b5f0e')
const seaport = '0x0000000000000068F116a894984e2DB1123eB395' as Address
const deadline = 1_900_000_000

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
  await installPermit2(node.rpcUrl)
  collection = await deploy(node.rpcUrl, collectionArtifact as never, [])
  hostile = await deploy(node.rpcUrl, hostileArtifact as never, [])
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

const review = (typed: Record<string, unknown>) =>
  reviewPermit({ typed, owner, rpcUrl: node.rpcUrl, text })

const date = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    deadline * 1000,
  )

const eip2612 = (value: bigint, token: Address = fixtures.usdc) => ({
  domain: { name: 'USD Coin', version: '1', chainId: 31337, verifyingContract: token },
  primaryType: 'Permit',
  message: {
    owner,
    spender: stranger,
    value: String(value),
    nonce: '0',
    deadline: String(deadline),
  },
})

const details = (token: Address, amount: bigint) => ({
  token,
  amount: String(amount),
  expiration: String(deadline),
  nonce: '0',
})

const newSpender = (token: string) =>
  `New spender: no earlier permission from you to ${stranger} for ${token} was found on this network. Sign only if you trust it.`

describe('the approval reads a permit as what it lets whom take, until when (issue 33)', () => {
  it('EIP-2612: "You allow <spender> up to 5 USDC, until DATE", the token by its chain-read symbol and address, a new spender warned', async () => {
    const result = await review(eip2612(5_000_000n))
    expect(result).toEqual<PermitReview>({
      rows: [
        ['youAllow', `${stranger} up to 5 USDC, until ${date('en')}`],
        ['token', `USDC · ${fixtures.usdc}`],
      ],
      warnings: [newSpender('USDC')],
    })
  })

  it('unlimited: "all of your USDC", and a warning that says until when', async () => {
    const result = await review(eip2612(maxUint256))
    expect(result.rows[0]).toEqual([
      'youAllow',
      `${stranger} all of your USDC, until ${date('en')}`,
    ])
    expect(result.warnings).toEqual([
      `This lets ${stranger} take all of your USDC until ${date('en')}, unless you revoke it first.`,
      newSpender('USDC'),
    ])
  })

  it('Permit2 PermitBatch in German: each token a row, digits and date as German writes them, one warning per spender', async () => {
    await setLocale('de')
    const result = await review({
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2Address },
      primaryType: 'PermitBatch',
      message: {
        details: [
          details(fixtures.usdc, 1_234_500_000n),
          details(fixtures.dai, parseUnits('0.25', 18)),
        ],
        spender: stranger,
        sigDeadline: String(deadline),
      },
    })
    expect(result.rows).toEqual([
      ['youAllow', `${stranger} bis zu 1.234,5 USDC, bis ${date('de')}`],
      ['token', `USDC · ${fixtures.usdc}`],
      ['youAllow', `${stranger} bis zu 0,25 DAI, bis ${date('de')}`],
      ['token', `DAI · ${fixtures.dai}`],
    ])
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]).toContain(stranger)
  })

  it('in Arabic, right to left: Arabic digits and date, each value a bidi isolate in the sentence', async () => {
    await setLocale('ar')
    const result = await review(eip2612(5_000_000n))
    const five = new Intl.NumberFormat('ar').format(5)
    expect(result.rows[0]).toEqual([
      'youAllow',
      `\u2068\u2068${stranger}\u2069 حتى \u2068${five} USDC\u2069\u2069، حتى \u2068${date('ar')}\u2069`,
    ])
  })

  it('a Seaport listing: Seaport may take the NFT until the order ends', async () => {
    const result = await review({
      domain: { name: 'Seaport', version: '1.6', chainId: 31337, verifyingContract: seaport },
      primaryType: 'OrderComponents',
      message: {
        offerer: owner,
        zone: '0x0000000000000000000000000000000000000000',
        offer: [
          {
            itemType: '2',
            token: collection,
            identifierOrCriteria: '7',
            startAmount: '1',
            endAmount: '1',
          },
        ],
        consideration: [],
        orderType: '0',
        startTime: '1700000000',
        endTime: String(deadline),
        zoneHash: `0x${'00'.repeat(32)}`,
        salt: '1',
        conduitKey: `0x${'00'.repeat(32)}`,
        counter: '0',
      },
    })
    expect(result.rows[0]).toEqual(['youAllow', `${seaport} your PAPE #7, until ${date('en')}`])
  })

  it('no RPC for the chain: the grant in the smallest unit by the token address, and the spender warned all the same', async () => {
    const result = await reviewPermit({
      typed: eip2612(5_000_000n),
      owner,
      rpcUrl: undefined,
      text,
    })
    expect(result.rows).toEqual([
      [
        'youAllow',
        `${stranger} up to 5000000 (smallest unit) ${fixtures.usdc}, until ${date('en')}`,
      ],
      ['token', fixtures.usdc],
    ])
    expect(result.warnings).toEqual([newSpender(fixtures.usdc)])
  })

  it('a hostile token (markup in its name, a symbol() that reverts, absurd decimals): named by its address, amounts in its smallest unit', async () => {
    const result = await review(eip2612(10n, hostile))
    expect(result.rows).toEqual([
      ['youAllow', `${stranger} up to 10 (smallest unit) ${hostile}, until ${date('en')}`],
      ['token', hostile],
    ])
    expect(JSON.stringify(result)).not.toMatch(/<|onerror/)
  })

  it('typed data that grants nothing: no rows, no warnings', async () => {
    expect(
      await review({ domain: { name: 'Mail' }, primaryType: 'Mail', message: { contents: 'hi' } }),
    ).toEqual({ rows: [], warnings: [] })
  })

  it("a smart account's Permit2 approve call: worded as a permit; a new spender warned until the account allows it on Permit2", async () => {
    const calls = [
      {
        to: permit2Address,
        data: encodeFunctionData({
          abi: parseAbi(['function approve(address,address,uint160,uint48)']),
          args: [fixtures.usdc, stranger, 2_000_000n, deadline],
        }),
      },
    ]
    const before = await reviewPermitCalls({ calls, owner, rpcUrl: node.rpcUrl, text })
    expect(before).toEqual<PermitReview>({
      rows: [
        ['youAllow', `${stranger} up to 2 USDC, until ${date('en')}`],
        ['token', `USDC · ${getAddress(fixtures.usdc)}`],
      ],
      warnings: [newSpender('USDC')],
    })
    const client = uniswapTestClient(node.rpcUrl)
    const hash = await client.writeContract({
      address: permit2Address,
      abi: permit2Abi,
      functionName: 'approve',
      args: [fixtures.usdc, stranger, 1n, deadline],
      chain: null,
    } as never)
    await waitForReceipt(client, { hash })
    const after = await reviewPermitCalls({ calls, owner, rpcUrl: node.rpcUrl, text })
    expect(after.rows).toEqual(before.rows)
    expect(after.warnings).toEqual([])
    // A call that is no Permit2 grant adds nothing.
    expect(
      await reviewPermitCalls({
        calls: [{ to: permit2Address, data: '0x12345678' }],
        owner,
        rpcUrl: node.rpcUrl,
        text,
      }),
    ).toEqual({ rows: [], warnings: [] })
  })

  it("a permit the smart account signs: the same rows and new-spender warning as the key's, its JSON still shown", async () => {
    const smart = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
    const typed = {
      ...eip2612(5_000_000n),
      message: { ...eip2612(5_000_000n).message, owner: smart },
    }
    const described = await describeSmartRequest({
      request: { method: 'eth_signTypedData_v4', params: [smart, JSON.stringify(typed)] },
      address: smart,
      chainId: 31337,
      accounts: {} as SmartAccounts,
      sponsored: false,
      networks: [{ chainId: 31337, rpcUrl: node.rpcUrl }],
    })
    expect(described?.rows.slice(0, 3)).toEqual([
      ['smartAccount', smart],
      ['youAllow', `${stranger} up to 5 USDC, until ${date('en')}`],
      ['token', `USDC · ${fixtures.usdc}`],
    ])
    expect(described?.warnings).toEqual([newSpender('USDC')])
  })

  it('setApprovalForAll in a transaction: the operator may take every NFT of the collection, warned; a revoke is no grant; a bool that is no bool is no such call', async () => {
    const data = (approved: boolean) =>
      encodeFunctionData({
        abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
        args: [stranger, approved],
      })
    const granted = await tokenRows({ token: collection, data: data(true), rpcUrl: node.rpcUrl })
    expect(granted?.rows).toEqual([
      ['token', collection],
      ['spender', stranger.toLowerCase()],
      ['allowance', 'Every NFT you own in this collection'],
    ])
    expect(granted?.warnings).toEqual([
      `This lets ${stranger.toLowerCase()} take every NFT you own in ${collection}, now and later, until you revoke it.`,
    ])
    // A revoke grants nothing: shown as its call, not as these rows.
    expect(
      await tokenRows({ token: collection, data: data(false), rpcUrl: node.rpcUrl }),
    ).toBeUndefined()
    const notBool = `${data(true).slice(0, -1)}2`
    expect(
      await tokenRows({ token: collection, data: notBool, rpcUrl: node.rpcUrl }),
    ).toBeUndefined()
  })

  it("a plain ERC-20 approve in a smart account's batch: the new-spender warning a permit gets, until the account has allowed that spender; a revoke is no grant", async () => {
    const approve = (amount: bigint) => ({
      to: fixtures.usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [stranger, amount],
      }),
    })
    const approval = (calls: readonly { to: Address; data: `0x${string}` }[]) =>
      describeSmartRequest({
        request: { method: 'wallet_sendCalls', params: [{ calls }] },
        address: owner,
        chainId: 31337,
        accounts: {} as SmartAccounts,
        sponsored: false,
        networks: [{ chainId: 31337, rpcUrl: node.rpcUrl }],
      })
    const batch = [{ to: stranger, data: '0x' as const }, approve(2_000_000n)]
    const before = await approval(batch)
    expect(before?.warnings).toEqual([newSpender('USDC')])
    // The approval's own rows are still there.
    expect(before?.rows).toContainEqual(['allowance', '2. 2 USDC'])
    // The same with the chain unread: warned all the same, by the token's address.
    const unread = await reviewPermitCalls({ calls: batch, owner, rpcUrl: undefined, text })
    expect(unread).toEqual({ rows: [], warnings: [newSpender(fixtures.usdc.toLowerCase())] })
    // A revoke grants nothing: no warning.
    expect((await approval([approve(0n)]))?.warnings).toEqual([])
    const client = uniswapTestClient(node.rpcUrl)
    const hash = await client.writeContract({
      address: fixtures.usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [stranger, 1n],
      chain: null,
    } as never)
    await waitForReceipt(client, { hash })
    expect((await approval(batch))?.warnings).toEqual([])
  })
})
