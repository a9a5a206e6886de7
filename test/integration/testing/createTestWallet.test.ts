// gangway/testing's wallet against a real anvil: it signs for real and answers per EIP-1193 /
// EIP-5792, and each control does what a test relies on.
import {
  anvilPrivateKeys,
  createTestWallet,
  type ProviderRpcError,
  type TestWallet,
} from 'gangway/testing'
import { startAnvil } from 'gangway/testing/playwright'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverTypedDataAddress,
  toHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { waitForReceipt } from '../../support/receipt.js'
import { until } from '../../support/until.js'

let node: Awaited<ReturnType<typeof startAnvil>>
let wallet: TestWallet
const recipient = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  node = await startAnvil()
})
afterAll(async () => {
  await node?.stop()
})
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: node.rpcUrl, chains: [{ id: 10, rpcUrl: node.rpcUrl }] })
})

const request = (method: string, params?: unknown) => wallet.request({ method, params })
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: ProviderRpcError) => error.code,
  )

describe('createTestWallet', () => {
  it('connects, then signs a message viem verifies', async () => {
    expect(await request('eth_accounts')).toEqual([])
    expect(await codeOf(request('personal_sign', [toHex('hi'), wallet.address]))).toBe(4100)
    expect(await request('eth_requestAccounts')).toEqual([wallet.address])
    const signature = (await request('personal_sign', [toHex('hello'), wallet.address])) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)
    expect(wallet.address).toBe(privateKeyToAccount(anvilPrivateKeys[0]).address)
  })

  it('signs typed data from its JSON form', async () => {
    await request('eth_requestAccounts')
    const typedData = {
      domain: { name: 'Test', chainId: '31337' },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'amount', type: 'uint256' }],
      },
      primaryType: 'Mail',
      message: { amount: '42' },
    }
    const signature = (await request('eth_signTypedData_v4', [
      wallet.address,
      JSON.stringify(typedData),
    ])) as Hex
    const recovered = await recoverTypedDataAddress({
      domain: { name: 'Test', chainId: 31337 },
      types: { Mail: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Mail',
      message: { amount: 42n },
      signature,
    })
    expect(recovered).toBe(wallet.address)
  })

  it('sends a transaction that the chain mines', async () => {
    await request('eth_requestAccounts')
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const before = await client.getBalance({ address: recipient })
    const hash = (await request('eth_sendTransaction', [
      { from: wallet.address, to: recipient, value: toHex(parseEther('1')) },
    ])) as Hex
    await waitForReceipt(client, { hash })
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1'))
  })

  it('refuses to sign for an account it was not asked to share', async () => {
    await request('eth_requestAccounts')
    expect(await codeOf(request('personal_sign', [toHex('x'), wallet.addresses[1]]))).toBe(4100)
  })

  it('rejects the next prompts with 4001 (or the code asked), then approves again', async () => {
    wallet.rejectNext({ count: 2 })
    expect(await codeOf(request('eth_requestAccounts'))).toBe(4001)
    expect(await codeOf(request('eth_requestAccounts'))).toBe(4001)
    expect(await codeOf(request('eth_requestAccounts'))).toBe('answered')
    wallet.rejectNext({ code: 4100 })
    expect(await codeOf(request('personal_sign', [toHex('x'), wallet.address]))).toBe(4100)
    expect(wallet.requests.map((r) => r.state)).toEqual(['failed', 'failed', 'answered', 'failed'])
  })

  it('hangs: the prompt is held and never answered', async () => {
    wallet.hangNext()
    void request('eth_requestAccounts')
    const held = await wallet.waitForRequest('eth_requestAccounts')
    expect(held.state).toBe('held')
    // Reads still answer while the prompt hangs.
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(held.state).toBe('held')
  })

  it('answers late: when the test resolves the promise, or 4001 when it rejects it', async () => {
    let release = () => {}
    wallet.answerNextAfter(new Promise<void>((resolve) => (release = resolve)))
    const answer = request('eth_requestAccounts')
    expect((await wallet.waitForRequest('eth_requestAccounts')).state).toBe('held')
    release()
    expect(await answer).toEqual([wallet.address])

    wallet.answerNextAfter(Promise.reject(new Error('the visitor closed the wallet')))
    expect(await codeOf(request('personal_sign', [toHex('x'), wallet.address]))).toBe(4001)
  })

  it('asks: prompts wait for approve() or reject()', async () => {
    wallet.ask(true)
    const connecting = request('eth_requestAccounts')
    expect((await wallet.approve()).result).toEqual([wallet.address])
    expect(await connecting).toEqual([wallet.address])
    const signing = codeOf(request('personal_sign', [toHex('x'), wallet.address]))
    expect((await wallet.reject({ method: 'personal_sign' })).error?.code).toBe(4001)
    expect(await signing).toBe(4001)
  })

  it('switches chain and account from the wallet side, and disconnects', async () => {
    const events: [string, unknown][] = []
    wallet.subscribe((event, payload) => {
      events.push([event, payload])
      return undefined
    })
    await request('eth_requestAccounts')
    wallet.switchChain(10)
    expect(await request('eth_chainId')).toBe('0xa')
    wallet.switchChain(777) // a chain the dapp (and the wallet) has no node for
    expect(await request('eth_chainId')).toBe('0x309')
    wallet.switchAccount(1)
    expect(await request('eth_accounts')).toEqual([wallet.addresses[1]])
    wallet.disconnect()
    expect(await request('eth_accounts')).toEqual([])
    expect(events).toEqual([
      ['chainChanged', '0xa'],
      ['chainChanged', '0x309'],
      ['accountsChanged', [wallet.addresses[1]]],
      ['accountsChanged', []],
    ])
  })

  it('answers the dapp switching chain: known chains switch, others 4902 until added', async () => {
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0xa' }])).toBeNull()
    expect(wallet.chainId).toBe(10)
    expect(await codeOf(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toBe(4902)
    await request('wallet_addEthereumChain', [{ chainId: '0x1', rpcUrls: [node.rpcUrl] }])
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()
  })

  it('sends EIP-5792 calls and reports their status', async () => {
    await request('eth_requestAccounts')
    const capabilities = (await request('wallet_getCapabilities', [wallet.address])) as Record<
      string,
      unknown
    >
    expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'unsupported' } })
    const bundle = {
      version: '2.0.0',
      chainId: '0x7a69',
      from: wallet.address,
      atomicRequired: false,
      calls: [
        { to: recipient, value: '0x1' },
        { to: recipient, value: '0x2' },
      ],
    }
    const { id } = (await request('wallet_sendCalls', [bundle])) as { id: string }
    const status = () =>
      request('wallet_getCallsStatus', [id]) as Promise<{ status: number; receipts: unknown[] }>
    // 100 (pending) until the node has both receipts, as a dapp polling EIP-5792 sees it: anvil
    // answers a send before its receipt is readable on a loaded machine.
    await expect.poll(async () => (await status()).status).not.toBe(100)
    expect((await status()).status).toBe(200)
    expect((await status()).receipts).toHaveLength(2)
    expect(await codeOf(request('wallet_sendCalls', [{ ...bundle, atomicRequired: true }]))).toBe(
      5760,
    )
    expect(await codeOf(request('wallet_sendCalls', [{ ...bundle, chainId: '0x1' }]))).toBe(5710)
    expect(await codeOf(request('wallet_getCallsStatus', ['0x01']))).toBe(5730)
  })

  it('answers malformed requests with JSON-RPC errors and records every request', async () => {
    expect(await codeOf(wallet.request('eth_chainId'))).toBe(-32600)
    expect(await codeOf(request('wallet_switchEthereumChain', [{ chainId: 10 }]))).toBe(-32602)
    expect(await codeOf(request('eth_sign', [wallet.address, '0x00']))).toBe(4200)
    expect(wallet.requests.map((r) => r.method)).toEqual(['wallet_switchEthereumChain', 'eth_sign'])
  })

  it("answers 4200 to a method named like an object's own members", async () => {
    for (const method of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(await codeOf(request(method)), method).toBe(4200)
  })

  it('moves chain without telling the dapp, and forgets a chain', async () => {
    const events: string[] = []
    wallet.subscribe((event) => {
      events.push(event)
      return undefined
    })
    wallet.switchChain(10, { emit: false })
    expect(await request('eth_chainId')).toBe('0xa')
    expect(events).toEqual([])
    wallet.forgetChain(31337)
    expect(await codeOf(request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]))).toBe(4902)
  })

  it('fails the next request for a method in the wallet itself, after the prompt', async () => {
    wallet.failNext({ method: 'wallet_addEthereumChain' })
    const chain = { chainId: '0x1', rpcUrls: [node.rpcUrl] }
    expect(await codeOf(request('wallet_addEthereumChain', [chain]))).toBe(-32603)
    expect(await codeOf(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toBe(4902)
    expect(await request('wallet_addEthereumChain', [chain])).toBeNull()
    wallet.failNext({ method: ['personal_sign', 'eth_sendTransaction'], code: 4100, count: 2 })
    await request('eth_requestAccounts')
    expect(await codeOf(request('personal_sign', [toHex('x'), wallet.address]))).toBe(4100)
    expect(await codeOf(request('eth_sendTransaction', [{ to: recipient }]))).toBe(4100)
    expect(await codeOf(request('personal_sign', [toHex('x'), wallet.address]))).toBe('answered')
  })

  it('stalls a method: the wallet does it but never answers', async () => {
    await request('eth_requestAccounts')
    wallet.stall('wallet_revokePermissions')
    void request('wallet_revokePermissions', [{ eth_accounts: {} }])
    const revoke = await wallet.waitForRequest('wallet_revokePermissions')
    await until(() => revoke.state === 'held')
    expect(wallet.authorized).toBe(false)
    wallet.stall('wallet_revokePermissions', false)
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
  })

  it('answers EIP-5792 or not, as told', async () => {
    wallet.supportCalls(false)
    expect(await codeOf(request('wallet_getCapabilities', [wallet.address]))).toBe(4200)
    wallet.supportCalls(true)
    expect(await codeOf(request('wallet_getCapabilities', [wallet.address]))).toBe('answered')
  })

  it('reports its assets (ERC-7811) when told, and lacks the method otherwise', async () => {
    await request('eth_requestAccounts')
    expect(await codeOf(request('wallet_getAssets', [{ account: wallet.address }]))).toBe(4200)
    wallet.reportAssets((asked) => ({ '0x7a69': [], asked }))
    const capabilities = (await request('wallet_getCapabilities', [wallet.address])) as Record<
      string,
      Record<string, unknown>
    >
    expect(capabilities['0x7a69']?.assetDiscovery).toEqual({ supported: true })
    expect(await request('wallet_getAssets', [{ account: wallet.address }])).toEqual({
      '0x7a69': [],
      asked: { account: wallet.address },
    })
    wallet.reportAssets(undefined)
    expect(await codeOf(request('wallet_getAssets', [{ account: wallet.address }]))).toBe(4200)
  })

  it('grants ERC-7715 permissions in the current and the earlier method names', async () => {
    await request('eth_requestAccounts')
    const permission = { chainId: '0x7a69', to: wallet.addresses[1] }
    expect(await codeOf(request('wallet_getSupportedExecutionPermissions'))).toBe(4200)
    expect(await codeOf(request('wallet_requestExecutionPermissions', [permission]))).toBe(4200)

    wallet.offerPermissions('current')
    expect(await request('wallet_getSupportedExecutionPermissions')).toMatchObject({
      'native-token-allowance': { chainIds: ['0x7a69'] },
    })
    const [granted] = (await request('wallet_requestExecutionPermissions', [permission])) as {
      context: Hex
      delegationManager: string
    }[]
    expect(granted).toMatchObject({ ...permission, context: expect.stringMatching(/^0x/) })
    expect(await codeOf(request('wallet_grantPermissions', [permission]))).toBe(4200)
    wallet.rejectNext()
    expect(await codeOf(request('wallet_requestExecutionPermissions', [permission]))).toBe(4001)

    wallet.offerPermissions('earlier', () => [{ context: '0x01' }])
    const capabilities = (await request('wallet_getCapabilities', [wallet.address])) as Record<
      string,
      Record<string, unknown>
    >
    expect(capabilities['0x7a69']?.permissions).toMatchObject({ supported: true })
    expect(await request('wallet_grantPermissions', [permission])).toEqual([{ context: '0x01' }])
    expect(await codeOf(request('wallet_requestExecutionPermissions', [permission]))).toBe(4200)
  })

  it('clears its log while ids keep counting, and injects window.ethereum', async () => {
    await request('eth_chainId')
    wallet.clearRequests()
    await request('eth_chainId')
    expect(wallet.requests.map((r) => r.id)).toEqual([2])
    const host: { ethereum?: unknown } = {}
    const stop = wallet.inject(host)
    expect(host.ethereum).toBe(wallet.provider)
    stop()
    expect(host).toEqual({})
  })

  it('lists the ERC-7715 sessions it granted and ends one when the site revokes it', async () => {
    await request('eth_requestAccounts')
    const permission = { chainId: '0x7a69', to: wallet.addresses[1] }
    wallet.offerPermissions('current')
    const [granted] = (await request('wallet_requestExecutionPermissions', [permission])) as {
      context: Hex
    }[]
    expect(await request('wallet_getGrantedExecutionPermissions')).toEqual([granted])
    wallet.rejectNext()
    const revoke = { permissionContext: granted!.context }
    expect(await codeOf(request('wallet_revokeExecutionPermission', revoke))).toBe(4001)
    expect(await request('wallet_revokeExecutionPermission', revoke)).toEqual({})
    expect(await request('wallet_getGrantedExecutionPermissions')).toEqual([])
    expect(await codeOf(request('wallet_revokeExecutionPermission', revoke))).toBe(-32602)

    // The earlier text revokes with wallet_revokePermissions: the site stays connected.
    wallet.offerPermissions('earlier')
    const [earlier] = (await request('wallet_grantPermissions', [permission])) as {
      context: Hex
    }[]
    expect(
      await request('wallet_revokePermissions', { permissionContext: earlier!.context }),
    ).toEqual({})
    expect(await request('eth_accounts')).toEqual([wallet.address])
  })
})
