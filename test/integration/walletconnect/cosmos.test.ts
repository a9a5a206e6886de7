// The cosmos namespace of a WalletConnect session through the cosmos adapter: a real relay, a
// real WalletKit wallet holding a secp256k1 key (cosmos_getAccounts, cosmos_signDirect,
// cosmos_signAmino; or, Ledger-backed, no signDirect) and the LCD test server that checks each
// transaction's signature, protobuf or amino.
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cosmos, defineNetwork } from '../../../chains/cosmos/index.js'
import { cosmosVerifier } from '../../../plugins/siwx/server/index.js'
import { type CosmosLcdServer, startCosmosLcd } from '../../support/cosmosLcd.js'
import { pairWallet, startDapp, startPhone } from '../../support/walletConnectHarness.js'

let relay: Relay
let lcd: CosmosLcdServer
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  ;[relay, lcd] = await Promise.all([
    startRelay({ pingInterval: 2_000 }),
    startCosmosLcd({ chainId: 'gangway-1', denom: 'ustake' }),
  ])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), lcd?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function setup() {
  const localnet = defineNetwork({
    id: 'gangway-1',
    name: 'Gangway Local',
    bech32Prefix: 'cosmos',
    denom: 'ustake',
    gasPrice: 0.025,
    nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
    restUrls: [lcd.url],
  })
  const started = startDapp({
    relayUrl: relay.url,
    chains: [cosmos({ networks: [localnet] })],
    cleanups,
  })
  return { ...started, localnet }
}

const phone = (seed: number) =>
  startPhone(
    { relayUrl: relay.url, chains: {}, cosmos: { privateKey: new Uint8Array(32).fill(seed) } },
    cleanups,
  )

/** A phone whose key is on a Ledger: it approves no cosmos_signDirect. */
const ledgerPhone = (seed: number) =>
  startPhone(
    {
      relayUrl: relay.url,
      chains: {},
      cosmos: {
        privateKey: new Uint8Array(32).fill(seed),
        methods: ['cosmos_getAccounts', 'cosmos_signAmino'],
      },
    },
    cleanups,
  )

describe('WalletConnect cosmos namespace through the cosmos adapter', () => {
  it('pairs: the session proposes the cosmos methods and connects its bech32 account', async () => {
    const { kernel } = setup()
    const wallet = await phone(11)
    await pairWallet(kernel, wallet)
    const connection = kernel.connections.get('cosmos')
    expect(connection?.connector).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
    expect(connection).toMatchObject({
      address: wallet.cosmosAddress(),
      caipNetworkId: 'cosmos:gangway-1',
    })
    expect(wallet.calls.map((call) => call.method)).toContain('cosmos_getAccounts')
    // The methods cosmos() declares (its metadata), not a list in the walletconnect plugin.
    const [session] = Object.values(wallet.kit.getActiveSessions())
    expect(session?.namespaces.cosmos?.methods).toEqual([
      'cosmos_getAccounts',
      'cosmos_signDirect',
      'cosmos_signAmino',
    ])
  })

  it('sends a MsgSend signed with cosmos_signDirect, which the node verifies and includes', async () => {
    const { kernel, localnet } = setup()
    const wallet = await phone(12)
    const from = wallet.cosmosAddress()
    const to = (await phone(13)).cosmosAddress()
    lcd.fund(from, 3_000_000n)
    await pairWallet(kernel, wallet)
    const adapter = await kernel.chains.load('cosmos')
    const hash = await adapter.sendTransfer!({
      connectorId: 'walletConnect',
      from,
      to,
      amount: 700_000n,
      network: localnet,
    })
    expect(lcd.included.find((tx) => tx.hash === hash)).toMatchObject({
      from,
      to,
      amount: 700_000n,
      signatureValid: true,
    })
    expect(lcd.balance(to)).toBe(700_000n)
    expect(wallet.calls.at(-1)).toMatchObject({
      method: 'cosmos_signDirect',
      chainId: 'cosmos:gangway-1',
    })
  })

  it('a wallet without cosmos_signDirect (Ledger-backed) signs the MsgSend as amino JSON over the relay; the node verifies and includes it, with the fee the wallet set', async () => {
    const { kernel, localnet } = setup()
    const wallet = await ledgerPhone(15)
    const from = wallet.cosmosAddress()
    const to = (await phone(16)).cosmosAddress()
    lcd.fund(from, 3_000_000n)
    await pairWallet(kernel, wallet)
    const [session] = Object.values(wallet.kit.getActiveSessions())
    expect(session?.namespaces.cosmos?.methods).toEqual(['cosmos_getAccounts', 'cosmos_signAmino'])
    const adapter = await kernel.chains.load('cosmos')
    const send = (amount: bigint) =>
      adapter.sendTransfer!({ connectorId: 'walletConnect', from, to, amount, network: localnet })
    const hash = await send(700_000n)
    expect(lcd.included.find((tx) => tx.hash === hash)).toMatchObject({
      from,
      to,
      amount: 700_000n,
      signMode: 'amino',
      signatureValid: true,
    })
    expect(wallet.calls.map((call) => call.method)).not.toContain('cosmos_signDirect')
    expect(wallet.calls.at(-1)).toMatchObject({
      method: 'cosmos_signAmino',
      chainId: 'cosmos:gangway-1',
      params: {
        signerAddress: from,
        signDoc: {
          chain_id: 'gangway-1',
          msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: from, to_address: to } }],
        },
      },
    })
    // The wallet may raise the fee (the visitor chose it on the phone): the transaction carries it.
    wallet.tamperAmino((doc) => ({
      ...doc,
      fee: { amount: [{ amount: '9000', denom: 'ustake' }], gas: '300000' },
    }))
    const raised = await send(1n)
    expect(lcd.included.find((tx) => tx.hash === raised)).toMatchObject({
      fee: 9000n,
      gas: 300000n,
      signMode: 'amino',
      signatureValid: true,
    })
  })

  it('hostile: an amino doc the wallet signed for another receiver is refused before broadcast', async () => {
    const { kernel, localnet } = setup()
    const wallet = await ledgerPhone(17)
    const from = wallet.cosmosAddress()
    const thief = (await phone(18)).cosmosAddress()
    lcd.fund(from, 3_000_000n)
    await pairWallet(kernel, wallet)
    const adapter = await kernel.chains.load('cosmos')
    wallet.tamperAmino((doc) => ({
      ...doc,
      msgs: (doc.msgs as { type: string; value: Record<string, unknown> }[]).map((msg) => ({
        ...msg,
        value: { ...msg.value, to_address: thief },
      })),
    }))
    const included = lcd.included.length
    await expect(
      adapter.sendTransfer!({
        connectorId: 'walletConnect',
        from,
        to: (await phone(19)).cosmosAddress(),
        amount: 700_000n,
        network: localnet,
      }),
    ).rejects.toMatchObject({ name: 'InvalidWalletDataError' })
    expect(lcd.included).toHaveLength(included)
    expect(lcd.balance(thief)).toBe(0n)
  })

  it('signs a message (ADR-36 through cosmos_signAmino) that the siwx verifier accepts', async () => {
    const { kernel } = setup()
    const wallet = await phone(14)
    await pairWallet(kernel, wallet)
    const adapter = await kernel.chains.load('cosmos')
    const address = wallet.cosmosAddress()
    const signature = await adapter.signMessage({
      connectorId: 'walletConnect',
      address,
      message: 'Sign in with Cosmos',
    })
    const verify = (message: string) =>
      cosmosVerifier().verify({
        message,
        signature,
        data: { accountAddress: address },
      } as Parameters<ReturnType<typeof cosmosVerifier>['verify']>[0])
    expect(await verify('Sign in with Cosmos')).toBe(true)
    expect(await verify('Sign in with Cosmos!')).toBe(false)
  })
})
