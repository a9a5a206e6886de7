// A WalletConnect wallet for the polkadot namespace: @reown/walletkit on the local relay,
// answering polkadot_signTransaction and polkadot_signMessage with the sr25519 key of a
// Polkadot test wallet (which builds and signs payloads as the polkadot{.js} extension does).
// Kept beside the polkadot tests: gangway/testing's WalletConnect wallet answers the other
// namespaces.

import type { TypeRegistry } from '@polkadot/types'
import { stringToU8a, u8aToHex } from '@polkadot/util'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { createMemoryStorage } from 'gangway/testing/walletconnect'
import { createPolkadotTestWallet, type PolkadotTestWallet } from './polkadotTestWallet.js'

export const polkadotMethods = ['polkadot_signTransaction', 'polkadot_signMessage']

export type PolkadotWalletKit = {
  /** The key's wallet (its public key, signer and requests). */
  wallet: PolkadotTestWallet
  kit: InstanceType<typeof WalletKit>
  /** Every session request, in order. */
  readonly calls: { method: string; params: unknown; chainId: string }[]
  /** The next signature is another key's (a hostile or broken wallet). */
  forgeNext(): void
  /** Pairs with a `wc:` URI the dapp shows; resolves once the session is approved. */
  pair(uri: string): Promise<string>
  stop(): Promise<void>
}

/**
 * Starts the wallet: it approves the polkadot namespace of a proposal (the chains asked for,
 * with its one account on each, in the generic SS58 format as wallets list it) and signs.
 */
export async function startPolkadotWalletKit(parameters: {
  relayUrl: string
  registry: TypeRegistry
  seed: Uint8Array
  /** The address it lists in the session instead of its own (a hostile or broken wallet). */
  address?: string | undefined
  /** It approves an Ethereum account only: a wallet without Polkadot, the namespace missing. */
  withoutPolkadot?: boolean | undefined
}): Promise<PolkadotWalletKit> {
  const wallet = createPolkadotTestWallet({ registry: parameters.registry, seed: parameters.seed })
  const core = new Core({
    projectId: 'gangway-test',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: `polkadot-wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Polkadot WalletKit',
      description: 'Test',
      url: 'https://wallet.test',
      icons: [],
    },
  })
  const calls: PolkadotWalletKit['calls'] = []
  const impostor = createPolkadotTestWallet({
    registry: parameters.registry,
    seed: new Uint8Array(32).fill(66),
  })
  let forge = false
  let paired: ((topic: string) => void) | undefined

  kit.on('session_proposal', async ({ id, params }) => {
    const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }
    const chains = requested.polkadot?.chains ?? []
    const session = await kit.approveSession({
      id,
      namespaces: parameters.withoutPolkadot
        ? {
            eip155: {
              chains: ['eip155:1'],
              methods: ['personal_sign'],
              events: [],
              accounts: [`eip155:1:0x${'11'.repeat(20)}`],
            },
          }
        : {
            polkadot: {
              chains,
              methods: (requested.polkadot?.methods ?? []).filter((m) =>
                polkadotMethods.includes(m),
              ),
              events: [],
              accounts: chains.map((chain) => `${chain}:${parameters.address ?? wallet.address}`),
            },
          },
    })
    paired?.(session.topic)
  })

  kit.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: request } = params.request
    calls.push({ method, params: request, chainId: params.chainId })
    try {
      let result: { id: number; signature: string }
      if (method === 'polkadot_signTransaction') {
        const { transactionPayload } = request as {
          transactionPayload: { version: number; address: string }
        }
        const signer = forge ? impostor : wallet
        forge = false
        result = await signer.extension.signer.signPayload(transactionPayload)
      } else if (method === 'polkadot_signMessage') {
        const { message } = request as { message: string }
        result = await wallet.extension.signer.signRaw({ data: u8aToHex(stringToU8a(message)) })
      } else throw new Error(`the test wallet does not support ${method}`)
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      await kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: (error as Error).message } },
      })
    }
  })

  return {
    wallet,
    kit,
    calls,
    forgeNext() {
      forge = true
    },
    pair(uri) {
      return new Promise<string>((resolve, reject) => {
        paired = resolve
        kit.pair({ uri }).catch(reject)
      })
    },
    async stop() {
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat?.stop?.()
    },
  }
}
