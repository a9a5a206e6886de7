// An injected Polkadot extension for tests (`window.injectedWeb3[name]`) that signs for real
// with an sr25519 key it holds. It builds the signing payload the way the polkadot{.js}
// extension does: @polkadot/types' ExtrinsicPayload from the SignerPayloadJSON, hashed when
// over 256 bytes; messages are signed as `<Bytes>…</Bytes>`, wrapped only when not already.

import type { TypeRegistry } from '@polkadot/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, encodeAddress } from '@polkadot/util-crypto'
import * as sr25519 from '@scure/sr25519'

export type PolkadotTestWallet = {
  name: string
  publicKey: `0x${string}`
  /** The account's address with the generic prefix 42, as extensions list it. */
  address: string
  /** Requests the wallet saw, by kind. */
  readonly requests: string[]
  /** The next answer to `accounts.get()` (a hostile extension). */
  setAccounts(accounts: unknown[]): void
  /** Refuse the next signature as the visitor would. */
  rejectNext(): void
  /** What `enable()` resolves to (a browser test exposes its signer to the page). */
  extension: {
    signer: {
      signPayload(payload: {
        version: number
        address: string
      }): Promise<{ id: number; signature: string }>
      signRaw(raw: { data: string }): Promise<{ id: number; signature: string }>
    }
  }
  register(): () => void
}

export function createPolkadotTestWallet(parameters: {
  registry: TypeRegistry
  seed: Uint8Array
  name?: string
}): PolkadotTestWallet {
  const { registry } = parameters
  const name = parameters.name ?? 'gangway-test'
  const secret = sr25519.secretFromSeed(parameters.seed)
  const publicKey = u8aToHex(sr25519.getPublicKey(secret)) as `0x${string}`
  const address = encodeAddress(publicKey, 42)
  const requests: string[] = []
  let accounts: unknown[] = [{ address, name: 'Test', type: 'sr25519' }]
  let reject = false
  const sign = (message: Uint8Array) => {
    if (reject) {
      reject = false
      throw new Error('Cancelled')
    }
    return u8aToHex(new Uint8Array([1, ...sr25519.sign(secret, message)]))
  }
  const extension = {
    accounts: { get: async () => accounts },
    signer: {
      async signPayload(payload: { version: number; address: string }) {
        requests.push('signPayload')
        const signable = registry
          .createType('ExtrinsicPayload', payload, { version: payload.version })
          .toU8a({ method: true })
        return { id: 1, signature: sign(signable.length > 256 ? blake2AsU8a(signable) : signable) }
      },
      async signRaw(raw: { data: string }) {
        requests.push('signRaw')
        return { id: 2, signature: sign(u8aWrapBytes(hexToU8a(raw.data))) }
      },
    },
  }
  return {
    name,
    publicKey,
    address,
    requests,
    extension,
    setAccounts(next) {
      accounts = next
    },
    rejectNext() {
      reject = true
    },
    register() {
      const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
      target.injectedWeb3 ??= {}
      target.injectedWeb3[name] = {
        version: '0.0.1',
        enable: async (dappName: string) => {
          requests.push(`enable:${dappName}`)
          return extension
        },
      }
      return () => {
        delete target.injectedWeb3?.[name]
      }
    },
  }
}
