// @vitest-environment happy-dom
// gangway/testing's Solana and Bitcoin wallets: they sign for real with the keys the test chose
// and follow the same controls as the EVM wallet (refuse, hang, answer late, switch account,
// disconnect), every request recorded.
import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import { createSolanaTestWallet, type SolanaTestWallet } from 'gangway/testing/solana'
import { describe, expect, it } from 'vitest'

type SignMessage = (
  ...inputs: { account: WalletAccount; message: Uint8Array }[]
) => Promise<{ signature: Uint8Array }[]>
type Connect = (input?: { silent?: boolean }) => Promise<{ accounts: readonly WalletAccount[] }>

const message = new TextEncoder().encode('Hello from the test')

function solanaParts(testWallet: SolanaTestWallet) {
  const { features } = testWallet.wallet
  const connect = (features['standard:connect'] as { connect: Connect }).connect
  const signMessage = (features['solana:signMessage'] as { signMessage: SignMessage }).signMessage
  const changes: string[][] = []
  ;(
    features['standard:events'] as {
      on(event: 'change', listener: (p: { accounts?: readonly WalletAccount[] }) => void): void
    }
  ).on('change', ({ accounts }) => changes.push((accounts ?? []).map((a) => a.address)))
  const sign = async () => {
    const [account] = testWallet.wallet.accounts
    const [output] = await signMessage({ account: account!, message })
    return output!.signature
  }
  return { connect, sign, changes }
}

async function verifies(address: string, signature: Uint8Array): Promise<boolean> {
  const key = await getPublicKeyFromAddress(
    address as Parameters<typeof getPublicKeyFromAddress>[0],
  )
  return verifySignature(key, signature as SignatureBytes, message)
}

/** Whether `promise` has settled once every earlier job has run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  promise.then(
    () => {
      settled = true
    },
    () => {
      settled = true
    },
  )
  await new Promise<void>((resolve) => setImmediate(resolve))
  return settled
}

describe('the Solana test wallet', () => {
  const seeds = [new Uint8Array(32).fill(1), new Uint8Array(32).fill(2)]

  it('signs with the key the test chose, and with the next one after switchAccount', async () => {
    const testWallet = await createSolanaTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      privateKey: seeds[0],
      morePrivateKeys: [seeds[1]!],
    })
    const again = await createSolanaTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      privateKey: seeds[0],
    })
    expect(testWallet.address).toBe(again.address)
    const { connect, sign, changes } = solanaParts(testWallet)
    await connect()
    const first = testWallet.address
    expect(await verifies(first, await sign())).toBe(true)

    testWallet.switchAccount(1)
    expect(testWallet.address).not.toBe(first)
    expect(changes.at(-1)).toEqual([testWallet.address])
    expect(await verifies(testWallet.address, await sign())).toBe(true)
    expect(await verifies(first, await sign())).toBe(false)
    expect(() => testWallet.switchAccount(2)).toThrow(/no account 2/)

    testWallet.disconnect()
    expect(changes.at(-1)).toEqual([])
    expect(testWallet.wallet.accounts).toEqual([])
    expect(testWallet.requests.map((request) => request.feature)).toEqual([
      'standard:connect',
      'solana:signMessage',
      'solana:signMessage',
      'solana:signMessage',
    ])
  })

  it('refuses, hangs and answers late as the controls say, one prompt each', async () => {
    const testWallet = await createSolanaTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      privateKey: seeds[0],
    })
    const { connect, sign } = solanaParts(testWallet)
    testWallet.rejectNext({ code: 4100 })
    await expect(connect()).rejects.toMatchObject({ code: 4100 })
    await connect()

    testWallet.hangNext()
    const hung = sign()
    expect(await verifies(testWallet.address, await sign())).toBe(true)
    expect(await hasSettled(hung)).toBe(false)

    let approve!: () => void
    testWallet.answerNextAfter(new Promise<void>((resolve) => (approve = resolve)))
    const late = sign()
    expect(await hasSettled(late)).toBe(false)
    approve()
    expect(await verifies(testWallet.address, await late)).toBe(true)

    testWallet.answerNextAfter(Promise.reject(new Error('the visitor said no')))
    await expect(sign()).rejects.toMatchObject({ code: 4001 })
  })

  it('waits for the visitor after ask(true): approve signs, reject refuses, each the held prompt', async () => {
    const testWallet = await createSolanaTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      privateKey: seeds[0],
    })
    const { connect, sign } = solanaParts(testWallet)
    testWallet.ask(true)
    const connecting = connect()
    expect(await hasSettled(connecting)).toBe(false)
    expect((await testWallet.approve({ method: 'standard:connect' })).feature).toBe(
      'standard:connect',
    )
    await connecting

    const refused = sign()
    await testWallet.reject({ code: 4100 })
    await expect(refused).rejects.toMatchObject({ code: 4100 })
    // approve() before the dapp asks waits for the prompt.
    const approved = testWallet.approve()
    const signed = sign()
    await approved
    expect(await verifies(testWallet.address, await signed)).toBe(true)

    testWallet.ask(false)
    expect(await verifies(testWallet.address, await sign())).toBe(true)
  })
})

describe('the Bitcoin test wallet', () => {
  it('signs as it would unprompted once a late answer comes, refuses and hangs on cue', async () => {
    const testWallet = createBitcoinTestWallet({ network: 'regtest' })
    const changes: unknown[] = []
    testWallet.unisat.on('accountsChanged', (accounts) => changes.push(accounts))
    await testWallet.unisat.requestAccounts()
    const direct = await testWallet.unisat.signMessage('Hello')
    expect(direct).toMatch(/^[A-Za-z0-9+/]+=*$/)

    let approve!: () => void
    testWallet.answerNextAfter(new Promise<void>((resolve) => (approve = resolve)))
    const late = testWallet.unisat.signMessage('Hello')
    expect(await hasSettled(late)).toBe(false)
    approve()
    expect(await late).toBe(direct)

    testWallet.rejectNext({ count: 2 })
    await expect(testWallet.unisat.signMessage('Hello')).rejects.toMatchObject({ code: 4001 })
    await expect(testWallet.unisat.signMessage('Hello')).rejects.toMatchObject({ code: 4001 })
    testWallet.hangNext()
    expect(await hasSettled(testWallet.unisat.signMessage('Hello'))).toBe(false)

    testWallet.ask(true)
    const asked = testWallet.unisat.signMessage('Hello')
    expect(await hasSettled(asked)).toBe(false)
    await testWallet.approve({ method: 'signMessage' })
    expect(await asked).toBe(direct)
    testWallet.ask(false)

    testWallet.disconnect()
    expect(changes.at(-1)).toEqual([])
    expect(await testWallet.unisat.getAccounts()).toEqual([])
    expect(testWallet.requests.filter((request) => request.method === 'signMessage')).toHaveLength(
      6,
    )
  })

  it('switches account from the wallet side: sites hear it, and the new keys sign', async () => {
    const second = { paymentKey: '11'.repeat(32), ordinalsKey: '22'.repeat(32) }
    const testWallet = createBitcoinTestWallet({ network: 'regtest', moreAccounts: [second] })
    const alone = createBitcoinTestWallet({
      network: 'regtest',
      paymentKey: second.paymentKey,
      ordinalsKey: second.ordinalsKey,
    })
    const standardChanges: string[][] = []
    ;(
      testWallet.standard.features['standard:events'] as {
        on(event: 'change', listener: (p: { accounts?: readonly WalletAccount[] }) => void): void
      }
    ).on('change', ({ accounts }) => standardChanges.push((accounts ?? []).map((a) => a.address)))
    const unisatChanges: unknown[] = []
    testWallet.unisat.on('accountsChanged', (accounts) => unisatChanges.push(accounts))
    const first = testWallet.payment.address
    testWallet.switchAccount(1) // not connected yet: nobody is told
    expect(unisatChanges).toEqual([])
    testWallet.switchAccount(0)

    await testWallet.unisat.requestAccounts()
    testWallet.switchAccount(1)
    expect(testWallet.payment.address).toBe(alone.payment.address)
    expect(testWallet.payment.address).not.toBe(first)
    expect(unisatChanges.at(-1)).toEqual([alone.payment.address])
    expect(standardChanges.at(-1)).toEqual([alone.payment.address, alone.ordinals.address])
    expect(await testWallet.unisat.getAccounts()).toEqual([alone.payment.address])
    await alone.unisat.requestAccounts()
    // RFC 6979 signatures are deterministic: the same key signs the same bytes.
    expect(await testWallet.unisat.signMessage('Hello')).toBe(
      await alone.unisat.signMessage('Hello'),
    )
    expect(() => testWallet.switchAccount(2)).toThrow(/no account 2/)
  })

  it('switches network (UniSat): asked by the dapp or done in the wallet, networkChanged', async () => {
    const testWallet = createBitcoinTestWallet({ network: 'testnet' })
    const networks: unknown[] = []
    testWallet.unisat.on('networkChanged', (network) => networks.push(network))
    await testWallet.unisat.requestAccounts()
    expect(await testWallet.unisat.getNetwork()).toBe('testnet')
    expect(testWallet.payment.address).toMatch(/^tb1q/)

    testWallet.rejectNext()
    await expect(testWallet.unisat.switchNetwork('livenet')).rejects.toMatchObject({ code: 4001 })
    expect(await testWallet.unisat.switchNetwork('livenet')).toBe('livenet')
    expect(testWallet.network).toBe('mainnet')
    expect(await testWallet.unisat.getAccounts()).toEqual([expect.stringMatching(/^bc1q/)])
    expect(testWallet.standard.chains).toEqual(['bitcoin:mainnet'])

    testWallet.switchNetwork('testnet')
    expect(await testWallet.unisat.getNetwork()).toBe('testnet')
    expect(networks).toEqual(['livenet', 'testnet'])
    await expect(testWallet.unisat.switchNetwork('signet')).rejects.toMatchObject({ code: -32602 })
  })
})
