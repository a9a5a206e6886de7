// @vitest-environment happy-dom
// cosmos() end to end without a node binary (none on npm or Debian): a Keplr-compatible wallet
// in the page that signs with a key it holds, and an LCD-compatible server that decodes each
// transaction, checks its signature, sequence, gas, fee and balance, and moves the coins. Reads
// and broadcasts take the same HTTP path a real node would answer.
import { createGangway } from 'gangway'
import { cosmos, cosmosHub, defineNetwork } from 'gangway/cosmos'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cosmosVerifier } from '../../../plugins/siwx/verifiers/cosmos.js'
import { type CosmosLcdServer, simulatedGas, startCosmosLcd } from '../../support/cosmosLcd.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { createKeplrTestWallet, type KeplrTestWallet } from '../../support/keplrTestWallet.js'

let lcd: CosmosLcdServer
let wallet: KeplrTestWallet
const cleanups: (() => unknown)[] = []

beforeEach(async () => {
  lcd = await startCosmosLcd({ chainId: 'gangway-1', denom: 'ustake' })
  // The wallet knows Cosmos Hub; the local chain must be suggested to it.
  wallet = createKeplrTestWallet({ 'cosmoshub-4': 'cosmos' })
  ;(globalThis as { keplr?: unknown }).keplr = wallet
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  delete (globalThis as { keplr?: unknown }).keplr
  await lcd.stop()
})

function start() {
  const localnet = defineNetwork({
    id: 'gangway-1',
    name: 'Gangway Local',
    bech32Prefix: 'cosmos',
    denom: 'ustake',
    gasPrice: 0.025,
    suggest: true,
    nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
    restUrls: [lcd.url],
  })
  const gangway = createGangway({
    chains: [cosmos({ networks: [localnet, cosmosHub] })],
    storage: memoryStorage(),
    logLevel: 'silent',
  })
  cleanups.push(() => gangway.destroy())
  return { gangway, localnet }
}

describe('cosmos with a Keplr-compatible extension and an LCD', () => {
  it('finds the extension, suggests the host-defined chain, connects with its bech32 address', async () => {
    const { gangway } = start()
    const { kernel } = gangway
    expect(kernel.connectors.all('cosmos').map((c) => c.name)).toEqual(['Keplr'])
    expect(kernel.chains.loaded('cosmos')).toBeUndefined()
    await kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    expect(wallet.suggested.map((info) => info.chainId)).toEqual(['gangway-1'])
    expect(wallet.enabled).toEqual(['gangway-1'])
    expect(kernel.connections.get('cosmos')).toMatchObject({
      address: wallet.address('cosmos'),
      caipNetworkId: 'cosmos:gangway-1',
    })
  })

  it('switches network: the wallet is asked for the other chain (suggested first), the account takes its prefix, the balance its LCD', async () => {
    const osmoLcd = await startCosmosLcd({ chainId: 'osmo-local-1', denom: 'uosmo' })
    cleanups.push(() => osmoLcd.stop())
    const { localnet } = start()
    const osmoLocal = defineNetwork({
      id: 'osmo-local-1',
      name: 'Osmosis Local',
      bech32Prefix: 'osmo',
      denom: 'uosmo',
      gasPrice: 0.025,
      suggest: true,
      nativeCurrency: { name: 'Osmo', symbol: 'OSMO', decimals: 6 },
      restUrls: [osmoLcd.url],
    })
    const gangway = createGangway({
      chains: [cosmos({ networks: [localnet, osmoLocal] })],
      storage: memoryStorage(),
      logLevel: 'silent',
    })
    cleanups.push(() => gangway.destroy())
    const { kernel } = gangway
    osmoLcd.fund(wallet.address('osmo'), 4_000_000n)
    await kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    expect(kernel.connections.get('cosmos')?.address).toBe(wallet.address('cosmos'))
    await kernel.networks.switch(osmoLocal.caipNetworkId)
    expect(wallet.suggested.map((info) => info.chainId)).toEqual(['gangway-1', 'osmo-local-1'])
    expect(wallet.enabled).toContain('osmo-local-1')
    expect(kernel.connections.get('cosmos')).toMatchObject({
      address: wallet.address('osmo'),
      caipNetworkId: 'cosmos:osmo-local-1',
    })
    const adapter = await kernel.chains.load('cosmos')
    const [balance] = await adapter.getBalances({
      address: wallet.address('osmo'),
      network: osmoLocal,
    })
    expect(balance).toMatchObject({ symbol: 'OSMO', value: 4_000_000n, formatted: '4' })
    expect(osmoLcd.requests).toContain(
      `GET /cosmos/bank/v1beta1/balances/${wallet.address('osmo')}`,
    )
  })

  it('reads the balance from the LCD', async () => {
    const { gangway, localnet } = start()
    lcd.fund(wallet.address('cosmos'), 5_250_000n)
    const adapter = await gangway.kernel.chains.load('cosmos')
    const [balance] = await adapter.getBalances({
      address: wallet.address('cosmos'),
      network: localnet,
    })
    expect(balance).toMatchObject({ symbol: 'STAKE', value: 5_250_000n, formatted: '5.25' })
    expect(lcd.requests).toContain(`GET /cosmos/bank/v1beta1/balances/${wallet.address('cosmos')}`)
  })

  it('sends a MsgSend: simulated gas, signed by the wallet, checked and included by the node', async () => {
    const { gangway, localnet } = start()
    const from = wallet.address('cosmos')
    const to = createKeplrTestWallet({}).address('cosmos')
    lcd.fund(from, 10_000_000n)
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    const estimate = await adapter.estimateTransfer!({
      from,
      to,
      amount: 1_000_000n,
      network: localnet,
    })
    const gas = (simulatedGas * 13n) / 10n
    expect(estimate).toEqual({ fee: BigInt(Math.ceil(Number(gas) * 0.025)), quote: { gas } })
    const hash = await adapter.sendTransfer!({
      connectorId: 'keplr',
      from,
      to,
      amount: 1_000_000n,
      network: localnet,
      estimate,
    })
    expect(lcd.rejections).toEqual([])
    expect(lcd.included).toHaveLength(1)
    expect(lcd.included[0]).toMatchObject({
      hash,
      from,
      to,
      amount: 1_000_000n,
      signatureValid: true,
    })
    expect(lcd.balance(to)).toBe(1_000_000n)
    expect(lcd.balance(from)).toBe(10_000_000n - 1_000_000n - estimate.fee)
    // The next transfer uses the next sequence: the node accepts it too.
    await adapter.sendTransfer!({ connectorId: 'keplr', from, to, amount: 1n, network: localnet })
    expect(lcd.included.map((tx) => tx.sequence)).toEqual([0n, 1n])
  })

  it('a Ledger account (no SIGN_MODE_DIRECT) signs amino JSON: the node verifies it and includes the transfer', async () => {
    const { gangway, localnet } = start()
    wallet.ledger = true
    const from = wallet.address('cosmos')
    const to = createKeplrTestWallet({}).address('cosmos')
    lcd.fund(from, 10_000_000n)
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    const hash = await adapter.sendTransfer!({
      connectorId: 'keplr',
      from,
      to,
      amount: 1_000_000n,
      network: localnet,
    })
    expect(lcd.rejections).toEqual([])
    expect(lcd.included[0]).toMatchObject({
      hash,
      from,
      to,
      amount: 1_000_000n,
      signMode: 'amino',
      signatureValid: true,
    })
    expect(wallet.signed).toEqual([])
    expect(wallet.aminoSigned[0]).toMatchObject({
      chain_id: 'gangway-1',
      msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: from, to_address: to } }],
    })
    // A wallet that raises the fee (Keplr lets the visitor): the transaction carries its fee.
    wallet.tamperAmino = (doc) => ({
      ...doc,
      fee: { amount: [{ amount: '9000', denom: 'ustake' }], gas: '300000' },
    })
    await adapter.sendTransfer!({ connectorId: 'keplr', from, to, amount: 1n, network: localnet })
    expect(lcd.included[1]).toMatchObject({ fee: 9000n, gas: 300000n, signatureValid: true })
  })

  it('hostile: an amino doc signed for another receiver is refused before broadcast', async () => {
    const { gangway, localnet } = start()
    wallet.ledger = true
    const from = wallet.address('cosmos')
    const thief = createKeplrTestWallet({}).address('cosmos')
    lcd.fund(from, 10_000_000n)
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    wallet.tamperAmino = (doc) => ({
      ...doc,
      msgs: (doc.msgs as { type: string; value: Record<string, unknown> }[]).map((msg) => ({
        ...msg,
        value: { ...msg.value, to_address: thief },
      })),
    })
    await expect(
      adapter.sendTransfer!({
        connectorId: 'keplr',
        from,
        to: createKeplrTestWallet({}).address('cosmos'),
        amount: 1_000_000n,
        network: localnet,
      }),
    ).rejects.toMatchObject({ name: 'InvalidWalletDataError' })
    expect(lcd.included).toEqual([])
    expect(lcd.balance(thief)).toBe(0n)
  })

  it('a transfer the wallet declines is not broadcast', async () => {
    const { gangway, localnet } = start()
    const from = wallet.address('cosmos')
    lcd.fund(from, 10_000_000n)
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    wallet.rejectNext = true
    await expect(
      adapter.sendTransfer!({
        connectorId: 'keplr',
        from,
        to: from,
        amount: 1n,
        network: localnet,
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(lcd.requests).not.toContain('POST /cosmos/tx/v1beta1/txs')
  })

  it('refuses a receiver of another chain (wrong prefix) before asking the wallet', async () => {
    const { gangway, localnet } = start()
    const from = wallet.address('cosmos')
    lcd.fund(from, 10_000_000n)
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    await expect(
      adapter.sendTransfer!({
        connectorId: 'keplr',
        from,
        to: wallet.address('osmo'),
        amount: 1n,
        network: localnet,
      }),
    ).rejects.toMatchObject({ name: 'InvalidAddressError' })
    expect(wallet.signed).toHaveLength(0)
  })

  it('signs a message (ADR-36) that the server-side cosmos verifier accepts, and only for that text', async () => {
    const { gangway } = start()
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    const address = wallet.address('cosmos')
    const signature = await adapter.signMessage({
      connectorId: 'keplr',
      address,
      message: 'Sign in',
    })
    const verifier = cosmosVerifier()
    const check = (message: string, accountAddress: string) =>
      verifier.verify({
        message,
        signature,
        data: { accountAddress } as Parameters<typeof verifier.verify>[0]['data'],
      })
    expect(await check('Sign in', address)).toBe(true)
    expect(await check('Sign in!', address)).toBe(false)
    expect(await check('Sign in', createKeplrTestWallet({}).address('cosmos'))).toBe(false)
  })

  it('switches network through the wallet: Cosmos Hub is enabled, the address stays bech32 "cosmos"', async () => {
    const { gangway } = start()
    const { kernel } = gangway
    await kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    await kernel.networks.switch(cosmosHub.caipNetworkId)
    expect(wallet.enabled).toEqual(['gangway-1', 'cosmoshub-4'])
    expect(kernel.connections.get('cosmos')?.caipNetworkId).toBe('cosmos:cosmoshub-4')
  })

  it('a transaction the node refuses is a BroadcastError with its log, and nothing moves', async () => {
    const { gangway, localnet } = start()
    const from = wallet.address('cosmos')
    lcd.fund(from, 10_000_000n)
    await gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' })
    const adapter = await gangway.kernel.chains.load('cosmos')
    // The wallet signs other bytes than it returns (a broken or hostile extension).
    const signDirect = wallet.signDirect
    wallet.signDirect = async (chainId, signer, doc) => {
      const answer = await signDirect!(chainId, signer, doc)
      return {
        ...answer,
        signed: {
          ...answer.signed,
          bodyBytes: Uint8Array.from([...doc.bodyBytes, 0x12, 0x01, 0x78]),
        },
      }
    }
    await expect(
      adapter.sendTransfer!({
        connectorId: 'keplr',
        from,
        to: from,
        amount: 1n,
        network: localnet,
      }),
    ).rejects.toMatchObject({ name: 'BroadcastError', details: 'signature verification failed' })
    expect(lcd.included).toHaveLength(0)
    expect(lcd.balance(from)).toBe(10_000_000n)
  })

  it('hostile: a wallet answering with another chain’s address is refused, never connected', async () => {
    const { gangway } = start()
    wallet.reportAddress = wallet.address('osmo')
    await expect(
      gangway.kernel.connections.connect({ namespace: 'cosmos', connectorId: 'keplr' }),
    ).rejects.toMatchObject({ name: 'InvalidWalletDataError' })
    expect(gangway.kernel.connections.getStatus('cosmos')).toBe('disconnected')
  })

  it('hostile: malformed balances from the LCD are an unavailable balance, not a wrong one', async () => {
    const { gangway, localnet } = start()
    const adapter = await gangway.kernel.chains.load('cosmos')
    lcd.answerBalancesWith({ balances: [{ denom: 'ustake', amount: '-5' }] })
    await expect(
      adapter.getBalances({ address: wallet.address('cosmos'), network: localnet }),
    ).rejects.toMatchObject({ name: 'BalanceUnavailableError' })
    lcd.answerBalancesWith({ balances: 'lots' })
    await expect(
      adapter.getBalances({
        address: createKeplrTestWallet({}).address('cosmos'),
        network: localnet,
      }),
    ).rejects.toMatchObject({ name: 'BalanceUnavailableError' })
  })
})
