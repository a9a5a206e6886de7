// Issue 36 item 2: eth_sendUserOperation to the embedded smart account, on anvil with the
// EntryPoint (v0.8, @account-abstraction/contracts) and the local bundler. The frame reads the
// app's operation down to its calls (the account's execute / executeBatch), shows them, and
// sends them as its own operation; hostile operations are refused before anything is shown.
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCalls } from '../../../secure-site/frame/smart/accountCalls.js'
import { describeSmartRequest } from '../../../secure-site/frame/smart/describeSmartRequest.js'
import type { SmartAccounts } from '../../../secure-site/frame/smart/smartAccounts.js'
import type { Anvil } from '../../support/anvil.js'
import type { Bundler } from '../../support/bundler.js'
import type { AccountAbstraction } from '../../support/bundlerContracts.js'
import { fund, newEmbeddedAccounts, startSmartChain } from '../../support/smartTestbed.js'

let node: Anvil
let aa: AccountAbstraction
let bundler: Bundler
let accounts: SmartAccounts
let account: Address

beforeAll(async () => {
  ;({ node, aa, bundler } = await startSmartChain())
  accounts = newEmbeddedAccounts({ node, aa, bundler })
  account = await accounts.address(node.chainId)
  await fund(node.rpcUrl, account)
})
afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const someone = () => privateKeyToAccount(generatePrivateKey()).address
/** An app's user operation from the account, as eth_sendUserOperation carries it. */
const operation = (callData: Hex, extra: Record<string, unknown> = {}) => ({
  sender: account,
  nonce: '0x0',
  callData,
  callGasLimit: '0x30000',
  verificationGasLimit: '0x30000',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x1',
  signature: '0x',
  ...extra,
})
const describeOperation = (params: unknown) =>
  describeSmartRequest({
    request: { method: 'eth_sendUserOperation', params },
    address: account,
    chainId: node.chainId,
    accounts,
    sponsored: false,
  })

describe('eth_sendUserOperation to the embedded smart account (issue 36 item 2)', () => {
  it('shows the decoded calls of a batch of two, then sends them: both recipients are paid', async () => {
    const [alice, bob] = [someone(), someone()]
    const calls = [
      { to: alice, value: parseEther('0.01') },
      { to: bob, value: parseEther('0.02') },
    ]
    const described = await describeOperation([operation(encodeCalls(calls)), aa.entryPoint])
    expect(described?.title).toBe('sendUserOperation')
    expect(described?.rows).toContainEqual(['smartAccount', account])
    expect(described?.rows).toContainEqual(['to', `1. ${alice}`])
    expect(described?.rows).toContainEqual(['to', `2. ${bob}`])
    expect(described?.rows).toContainEqual(['value', '2. 0.02 ETH'])
    expect(described?.notes).toEqual([
      "The wallet sends these calls as its own operation: the app's gas, fee and paymaster fields are not used.",
    ])
    const hash = (await described?.run(async () => undefined)) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await accounts.waitForTransaction(node.chainId, hash)
    const chain = createPublicClient({ transport: http(node.rpcUrl) })
    expect(await chain.getBalance({ address: alice })).toBe(parseEther('0.01'))
    expect(await chain.getBalance({ address: bob })).toBe(parseEther('0.02'))
  })

  it('refuses a wrong sender or EntryPoint, malformed or unknown fields, foreign call data, and 0 or 51 calls', async () => {
    const one = encodeCalls([{ to: someone(), value: 1n }])
    const batchOf = (n: number) =>
      encodeFunctionData({
        abi: parseAbi([
          'function executeBatch((address target, uint256 value, bytes data)[] calls)',
        ]),
        functionName: 'executeBatch',
        args: [
          Array.from({ length: n }, () => ({ target: someone(), value: 1n, data: '0x' as Hex })),
        ],
      })
    const cases: [string, unknown, RegExp][] = [
      ['another sender', [operation(one, { sender: someone() }), aa.entryPoint], /sender is not/],
      ['another EntryPoint', [operation(one), someone()], /EntryPoint is not/],
      ['no EntryPoint', [operation(one)], /takes \[userOperation, entryPoint\]/],
      [
        'a nonce that is not a quantity',
        [operation(one, { nonce: 'zero' }), aa.entryPoint],
        /nonce is malformed/,
      ],
      [
        'gas as a number',
        [operation(one, { callGasLimit: 200000 }), aa.entryPoint],
        /callGasLimit is malformed/,
      ],
      [
        'an unknown field',
        [operation(one, { initCode: '0x' }), aa.entryPoint],
        /unknown field initCode/,
      ],
      ['no call data', [{ sender: account, nonce: '0x0' }, aa.entryPoint], /callData is missing/],
      [
        'call data of another function',
        [operation('0xdeadbeef'), aa.entryPoint],
        /not this account's execute/,
      ],
      [
        'execute with a word of data after it',
        [operation(`${one}${'00'.repeat(32)}`), aa.entryPoint],
        /not this account's execute/,
      ],
      ['a batch of 0 calls', [operation(batchOf(0)), aa.entryPoint], /1 to 50 calls/],
      ['a batch of 51 calls', [operation(batchOf(51)), aa.entryPoint], /1 to 50 calls/],
      ['not a list', operation(one), /takes \[userOperation, entryPoint\]/],
    ]
    for (const [, params, reason] of cases) {
      const refusal = await describeOperation(params).then(
        () => 'shown',
        (error: Error) => error.message,
      )
      expect(refusal).toMatch(/^Invalid request parameters: /)
      expect(refusal).toMatch(reason)
    }
  })
})
