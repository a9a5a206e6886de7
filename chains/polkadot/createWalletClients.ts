import { InvalidWalletDataError } from 'gangway/kernel'
import type { PolkadotNetwork } from './defineNetwork.js'
import { UnsupportedWalletMethodError } from './errors.js'
import { toHex } from './hex.js'
import { toPublicKey } from './ss58.js'
import type {
  InjectedAccount,
  InjectedExtension,
  InjectedWindowProvider,
  PolkadotSessionProvider,
  PolkadotWalletClient,
} from './types.js'

const encoder = new TextEncoder()

/** `<Bytes>message</Bytes>`: what Polkadot wallets sign for a message, so it can never be a transaction. */
export function wrapBytes(message: string): Uint8Array {
  return encoder.encode(`<Bytes>${message}</Bytes>`)
}

/**
 * The public keys of the accounts a wallet shares, hex. A malformed or non-32-byte address
 * (an Ethereum-style account) is left out; when none is left the wallet is refused.
 */
export function toPublicKeys(accounts: unknown): string[] {
  if (!Array.isArray(accounts))
    throw new InvalidWalletDataError('The wallet shared no account list.')
  const keys: string[] = []
  for (const account of accounts as unknown[]) {
    const address =
      typeof account === 'object' && account !== null
        ? (account as InjectedAccount).address
        : undefined
    const key = toPublicKey(address)
    if (key && !keys.includes(toHex(key))) keys.push(toHex(key))
  }
  return keys
}

const signatureOf = (result: unknown): `0x${string}` => {
  const signature =
    typeof result === 'object' && result !== null
      ? (result as { signature?: unknown }).signature
      : undefined
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new InvalidWalletDataError('The wallet answered without a hex signature.')
  return signature as `0x${string}`
}

/** A browser extension behind `window.injectedWeb3[name]`, enabled once for the dapp. */
export function createInjectedWalletClient(
  provider: InjectedWindowProvider,
  { name, dappName }: { name: string; dappName: string },
): PolkadotWalletClient {
  let enabled: Promise<InjectedExtension> | undefined
  const enable = () => {
    enabled ??= provider.enable(dappName).catch((error: unknown) => {
      enabled = undefined
      throw error
    })
    return enabled
  }
  return {
    async getAccounts() {
      const extension = await enable()
      return toPublicKeys(await extension.accounts.get())
    },
    async signPayload(payload) {
      const { signer } = await enable()
      if (typeof signer?.signPayload !== 'function')
        throw new UnsupportedWalletMethodError('signPayload', name)
      return signatureOf(await signer.signPayload(payload))
    },
    async signMessage({ address, message }) {
      const { signer } = await enable()
      if (typeof signer?.signRaw !== 'function')
        throw new UnsupportedWalletMethodError('signRaw', name)
      // Wrapped already: extensions do not wrap twice, and wallets that do not wrap sign the same bytes.
      return signatureOf(
        await signer.signRaw({ address, data: toHex(wrapBytes(message)), type: 'bytes' }),
      )
    },
    watch(onAccounts) {
      let stop: (() => void) | undefined
      let stopped = false
      enable()
        .then((extension) => {
          if (stopped || typeof extension.accounts.subscribe !== 'function') return
          stop = extension.accounts.subscribe((accounts) => {
            try {
              onAccounts(toPublicKeys(accounts))
            } catch {
              onAccounts([])
            }
          })
        })
        .catch(() => {})
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}

/** The polkadot namespace of a WalletConnect session. */
export function createSessionWalletClient(provider: PolkadotSessionProvider): PolkadotWalletClient {
  const request = (method: string, params: unknown, network: PolkadotNetwork) => {
    if (provider.methods && !provider.methods.includes(method))
      throw new UnsupportedWalletMethodError(method, 'WalletConnect')
    return provider.request({ method, params }, network.caipNetworkId)
  }
  return {
    async getAccounts() {
      return toPublicKeys(provider.getAccounts())
    },
    async signPayload(payload, network) {
      const result = await request(
        'polkadot_signTransaction',
        { address: payload.address, transactionPayload: payload },
        network,
      )
      return signatureOf(result)
    },
    async signMessage({ address, message }, network) {
      return signatureOf(await request('polkadot_signMessage', { address, message }, network))
    },
    watch: () => () => {},
  }
}

/** Whether another plugin's session provider has the shape the polkadot namespace needs. */
export const isSessionProvider = (value: unknown): value is PolkadotSessionProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PolkadotSessionProvider).request === 'function' &&
  typeof (value as PolkadotSessionProvider).getAccounts === 'function'
