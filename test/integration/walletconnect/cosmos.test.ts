// The cosmos namespace of a WalletConnect session through the cosmos adapter: a real relay, a
// real WalletKit wallet holding a secp256k1 key (cosmos_getAccounts, cosmos_signDirect,
// cosmos_signAmino) and the LCD test server that checks each transaction's signature.
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
