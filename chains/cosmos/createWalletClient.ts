// One interface over the two ways a Cosmos wallet is reached: a Keplr-compatible injected
// extension (`window.keplr`) and a WalletConnect session's `cosmos` namespace.
import { base64 } from '@scure/base'
import { type CaipNetworkId, InvalidWalletDataError } from 'gangway/kernel'
import { adr36SignDoc } from './adr36.js'
import type { AminoSignDoc } from './amino.js'
import { UserRejectedRequestError, WalletRequestError } from './errors.js'
import type { CosmosNetwork, DirectSignDoc, KeplrProvider, StdSignature } from './types.js'

/** A wallet, whichever way it is reached. */
export type CosmosWalletClient = {
  /** Asks for access on a network (may prompt), suggesting it first when the host marked it. */
  enable(network: CosmosNetwork): Promise<void>
  /** The account on a network: its bech32 address and compressed public key. */
  getAccount(network: CosmosNetwork): Promise<{ address: string; publicKey: Uint8Array }>
  /** Signs a transaction (SIGN_MODE_DIRECT): the doc as signed and its 64-byte signature. */
  signDirect(parameters: {
    network: CosmosNetwork
    signer: string
    doc: DirectSignDoc
  }): Promise<{ signed: DirectSignDoc; signature: Uint8Array }>
  /**
   * How this wallet signs transactions for the account: `direct` (protobuf), or `amino` for a
   * wallet that cannot (a Ledger account, a session without cosmos_signDirect).
   */
  signMode(network: CosmosNetwork): Promise<'direct' | 'amino'>
  /** Signs a transaction as amino JSON: the doc as signed (a wallet may change the fee) and its signature. */
  signAmino(parameters: {
    network: CosmosNetwork
    signer: string
    doc: AminoSignDoc
  }): Promise<{ signed: AminoSignDoc; signature: Uint8Array }>
  /** Signs an off-chain message (ADR-36); the signature, base64. */
  signArbitrary(parameters: {
    network: CosmosNetwork
    signer: string
    message: string
  }): Promise<string>
}

/** WalletConnect's 'User rejected.' (5000), EIP-1193's 4001 and Keplr's 'Request rejected'. */
function toWalletError(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code
  const message = String((error as { message?: unknown } | null)?.message ?? '')
  if (code === 4001 || code === 5000 || /reject|denied|cancel/i.test(message))
    return new UserRejectedRequestError(error)
  return error instanceof InvalidWalletDataError ? error : new WalletRequestError(error)
}

async function ask<value>(run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error)
  }
}

const bytes = (value: unknown, what: string): Uint8Array => {
  if (value instanceof Uint8Array) return value
  if (typeof value === 'string') {
    try {
      return base64.decode(value)
    } catch {}
  }
  // Some extensions hand back a plain object of indices (a structured-cloned Uint8Array).
  if (typeof value === 'object' && value !== null) {
    const values = Object.values(value)
    if (values.every((n) => Number.isInteger(n) && n >= 0 && n < 256))
      return Uint8Array.from(values as number[])
  }
  throw new InvalidWalletDataError(`${what} is not bytes.`)
}

/** A wallet's amino answer: the doc it signed must be an object like ours; checked by the caller. */
const aminoDoc = (value: unknown): AminoSignDoc => {
  const doc = value as AminoSignDoc | null
  if (
    typeof doc !== 'object' ||
    doc === null ||
    !Array.isArray(doc.msgs) ||
    typeof doc.fee !== 'object'
  )
    throw new InvalidWalletDataError('The wallet answered no amino sign doc.')
  return doc
}

const signatureBytes = (signature: StdSignature | undefined): Uint8Array => {
  const decoded = bytes(signature?.signature, 'The signature')
  if (decoded.length !== 64) throw new InvalidWalletDataError('The signature is not 64 bytes.')
  return decoded
}

/** A Keplr-compatible chain description for `experimentalSuggestChain`. */
function chainInfo(network: CosmosNetwork): Record<string, unknown> {
  const prefix = network.bech32Prefix
  const currency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: network.denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  return {
    chainId: network.id,
    chainName: network.name,
    rest: network.rpcUrls.default.http[0],
    rpc: network.rpcUrls.default.http[0],
    bip44: { coinType: 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    stakeCurrency: currency,
    feeCurrencies: [
      {
        ...currency,
        gasPriceStep: {
          low: network.gasPrice,
          average: network.gasPrice,
          high: network.gasPrice * 2,
        },
      },
    ],
  }
}

/** The client of a Keplr-compatible injected extension. */
export function createKeplrClient(keplr: KeplrProvider): CosmosWalletClient {
  return {
    enable: (network) =>
      ask(async () => {
        if (network.suggest && keplr.experimentalSuggestChain)
          await keplr.experimentalSuggestChain(chainInfo(network))
        await keplr.enable(network.id)
      }),
    getAccount: (network) =>
      ask(async () => {
        const key = await keplr.getKey(network.id)
        if (typeof key?.bech32Address !== 'string')
          throw new InvalidWalletDataError('The wallet sent no address.')
        return { address: key.bech32Address, publicKey: bytes(key.pubKey, 'The public key') }
      }),
    async signMode(network) {
      if (typeof keplr.signDirect !== 'function') return 'amino'
      if (typeof keplr.signAmino !== 'function') return 'direct'
      const key = await ask(() => keplr.getKey(network.id))
      return key?.isNanoLedger === true ? 'amino' : 'direct'
    },
    signAmino: ({ network, signer, doc }) =>
      ask(async () => {
        if (typeof keplr.signAmino !== 'function')
          throw new InvalidWalletDataError('The wallet can sign neither protobuf nor amino.')
        const { signed, signature } = await keplr.signAmino(network.id, signer, doc)
        return { signed: aminoDoc(signed), signature: signatureBytes(signature) }
      }),
    signDirect: ({ network, signer, doc }) =>
      ask(async () => {
        if (typeof keplr.signDirect !== 'function')
          throw new InvalidWalletDataError('The wallet cannot sign protobuf transactions.')
        const { signed, signature } = await keplr.signDirect(network.id, signer, doc)
        return {
          signed: {
            bodyBytes: bytes(signed.bodyBytes, 'The signed body'),
            authInfoBytes: bytes(signed.authInfoBytes, 'The signed auth info'),
            chainId: network.id,
            accountNumber: doc.accountNumber,
          },
          signature: signatureBytes(signature),
        }
      }),
    signArbitrary: ({ network, signer, message }) =>
      ask(async () =>
        base64.encode(signatureBytes(await keplr.signArbitrary(network.id, signer, message))),
      ),
  }
}

/** A WalletConnect session's `cosmos` namespace, as the walletconnect plugin hands it over. */
export type CosmosSessionProvider = {
  /** The methods the wallet allowed in the session, when known. */
  readonly methods?: readonly string[] | undefined
  request(args: { method: string; params?: unknown }, chain?: CaipNetworkId): Promise<unknown>
}

export const isSessionProvider = (value: unknown): value is CosmosSessionProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CosmosSessionProvider).request === 'function'

/** The client of a WalletConnect session (`cosmos_getAccounts`, `cosmos_signDirect`, `cosmos_signAmino`). */
export function createSessionClient(session: CosmosSessionProvider): CosmosWalletClient {
  const request = (network: CosmosNetwork, method: string, params: unknown) =>
    ask(() => session.request({ method, params }, network.caipNetworkId))
  return {
    // A session's chains were approved when it was made.
    enable: async () => {},
    async getAccount(network) {
      const answer = await request(network, 'cosmos_getAccounts', {})
      const first = Array.isArray(answer) ? (answer[0] as Record<string, unknown>) : undefined
      if (typeof first?.address !== 'string')
        throw new InvalidWalletDataError('The wallet sent no account.')
      return { address: first.address, publicKey: bytes(first.pubkey, 'The public key') }
    },
    async signDirect({ network, signer, doc }) {
      const answer = (await request(network, 'cosmos_signDirect', {
        signerAddress: signer,
        signDoc: {
          chainId: doc.chainId,
          accountNumber: doc.accountNumber.toString(),
          bodyBytes: base64.encode(doc.bodyBytes),
          authInfoBytes: base64.encode(doc.authInfoBytes),
        },
      })) as { signed?: Record<string, unknown>; signature?: StdSignature } | null
      return {
        signed: {
          ...doc,
          bodyBytes: bytes(answer?.signed?.bodyBytes ?? doc.bodyBytes, 'The signed body'),
          authInfoBytes: bytes(
            answer?.signed?.authInfoBytes ?? doc.authInfoBytes,
            'The signed auth info',
          ),
        },
        signature: signatureBytes(answer?.signature),
      }
    },
    async signMode() {
      const { methods } = session
      return methods &&
        !methods.includes('cosmos_signDirect') &&
        methods.includes('cosmos_signAmino')
        ? 'amino'
        : 'direct'
    },
    async signAmino({ network, signer, doc }) {
      const answer = (await request(network, 'cosmos_signAmino', {
        signerAddress: signer,
        signDoc: doc,
      })) as { signed?: unknown; signature?: StdSignature } | null
      return {
        signed: aminoDoc(answer?.signed ?? doc),
        signature: signatureBytes(answer?.signature),
      }
    },
    async signArbitrary({ network, signer, message }) {
      const answer = (await request(network, 'cosmos_signAmino', {
        signerAddress: signer,
        signDoc: adr36SignDoc(signer, message),
      })) as { signature?: StdSignature } | null
      return base64.encode(signatureBytes(answer?.signature))
    },
  }
}
