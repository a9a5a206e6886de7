import { base64, hex } from '@scure/base'
import { type CaipNetworkId, InvalidWalletDataError } from 'gangway/kernel'
import { UserRejectedRequestError } from './errors.js'
import type {
  Bip122Context,
  Bip122SessionProvider,
  BitcoinAddressPurpose,
  BitcoinWalletClient,
  WalletAddress,
} from './types.js'

const isSessionProvider = (value: unknown): value is Bip122SessionProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Bip122SessionProvider).request === 'function' &&
  typeof (value as Bip122SessionProvider).getAccounts === 'function'

/** WalletConnect's 'User rejected.' (5000) and EIP-1193's 4001 both mean the visitor declined. */
const rejectionCodes = [4001, 5000]

/**
 * A session request whose declines become `UserRejectedRequestError`: WalletConnect wallets
 * answer a declined prompt with code 5000, which bitcoin wallets' own APIs do not use.
 */
async function call(
  provider: Bip122SessionProvider,
  args: { method: string; params?: unknown },
  chain?: CaipNetworkId,
): Promise<unknown> {
  try {
    return await provider.request(args, chain)
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    if (typeof code === 'number' && rejectionCodes.includes(code))
      throw new UserRejectedRequestError(error)
    throw error
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** `getAccountAddresses` intentions → the adapter's purposes. */
function toPurpose(intention: unknown): BitcoinAddressPurpose | undefined {
  if (intention === 'payment') return 'payment'
  if (intention === 'ordinal' || intention === 'ordinals') return 'ordinals'
  return undefined
}

/** Wallets answer `signMessage` in base64 (BIP-137 / BIP-322) or, some, in hex. */
export function toBase64Signature(signature: string): string {
  return /^([0-9a-f]{2})+$/i.test(signature)
    ? base64.encode(hex.decode(signature.toLowerCase()))
    : signature
}

/**
 * Reads a `getAccountAddresses` answer: `[{ address, publicKey?, path?, intention? }]`.
 *
 * @example
 * toWalletAddresses([{ address: 'bc1q…', intention: 'payment' }])
 */
export function toWalletAddresses(answer: unknown): WalletAddress[] {
  if (!Array.isArray(answer)) return []
  const addresses: WalletAddress[] = []
  for (const entry of answer) {
    const { address, publicKey, path, intention } = asObject(entry)
    if (typeof address !== 'string' || !address) continue
    addresses.push({
      address,
      purpose: toPurpose(intention),
      ...(typeof publicKey === 'string' && /^([0-9a-f]{2})+$/i.test(publicKey)
        ? { publicKey: publicKey.toLowerCase() }
        : {}),
      ...(typeof path === 'string' && path ? { path } : {}),
    })
  }
  return addresses
}

/**
 * A relay session's bip122 namespace (WalletConnect's Bitcoin RPC) behind the adapter's
 * wallet-client interface: `getAccountAddresses` (payment and ordinal intentions; the
 * session's accounts when the wallet does not answer it), `signMessage`, `signPsbt` (Gangway
 * finalizes and broadcasts itself) and, when the wallet approved it, `sendTransfer`.
 *
 * @example
 * const client = createSessionWalletClient(provider)
 * const addresses = await client.connect()
 */
export function createSessionWalletClient(provider: Bip122SessionProvider): BitcoinWalletClient {
  const approved = (method: string) => !provider.methods || provider.methods.includes(method)
  /** WalletConnect names an account by its first external (payment) address. */
  const account = () => {
    const first = provider.getAccounts()[0]?.address
    if (!first) throw new InvalidWalletDataError('The session holds no bitcoin account.')
    return first
  }
  const fromSession = (): WalletAddress[] =>
    provider.getAccounts().map((a) => ({ address: a.address, purpose: 'payment' }))

  async function getAddresses(): Promise<WalletAddress[]> {
    if (!provider.getAccounts().length) return []
    if (!approved('getAccountAddresses')) return fromSession()
    try {
      const answer = await call(provider, {
        method: 'getAccountAddresses',
        params: { account: account(), intentions: ['payment', 'ordinal'] },
      })
      const addresses = toWalletAddresses(answer)
      return addresses.length ? addresses : fromSession()
    } catch {
      return fromSession()
    }
  }

  return {
    connect: getAddresses,
    getAddresses,
    async signMessage({ address, message, protocol }) {
      const answer = await call(provider, {
        method: 'signMessage',
        params: { account: account(), address, message, ...(protocol ? { protocol } : {}) },
      })
      const { signature } = asObject(answer)
      if (typeof signature !== 'string' || !signature)
        throw new InvalidWalletDataError('The wallet returned no signature.')
      return toBase64Signature(signature)
    },
    async signPsbt({ psbt, inputs, network }) {
      const answer = await call(
        provider,
        {
          method: 'signPsbt',
          params: {
            account: account(),
            psbt: base64.encode(psbt),
            signInputs: inputs.flatMap((entry) =>
              entry.indexes.map((index) => ({
                address: entry.address,
                index,
                ...(entry.sighashTypes?.length ? { sighashTypes: [...entry.sighashTypes] } : {}),
              })),
            ),
            broadcast: false,
          },
        },
        network.caipNetworkId as CaipNetworkId,
      )
      const signed = asObject(answer).psbt
      if (typeof signed !== 'string' || !signed)
        throw new InvalidWalletDataError('The wallet returned no signed PSBT.')
      return /^([0-9a-f]{2})+$/i.test(signed)
        ? hex.decode(signed.toLowerCase())
        : base64.decode(signed)
    },
    ...(approved('sendTransfer')
      ? {
          async sendTransfer({ recipient, amount }) {
            const answer = await call(provider, {
              method: 'sendTransfer',
              params: {
                account: account(),
                recipientAddress: recipient,
                amount: amount.toString(),
              },
            })
            const { txid } = asObject(answer)
            if (typeof txid !== 'string' || !txid)
              throw new InvalidWalletDataError('The wallet returned no txid.')
            return txid
          },
        }
      : {}),
    // The relay plugin follows the session's events and updates the kernel itself.
    watch: () => () => {},
    // The kernel ends the session through the connector's session.
    disconnect: async () => {},
  }
}

/**
 * Registers the wallet of a connector another plugin holds (a WalletConnect session), asked
 * through the kernel's `connectors.getSession`, so the adapter's `getClient` finds it like a
 * discovered wallet.
 *
 * @returns The session's provider, or `undefined` when no session covers bip122.
 * @example
 * if (await getSessionProvider(context, 'walletConnect')) client = context.getClient('walletConnect')
 */
export async function getSessionProvider(
  context: Bip122Context,
  connectorId: string,
): Promise<Bip122SessionProvider | undefined> {
  const provider = await context.getSessionProvider(connectorId)
  if (provider === undefined) return undefined
  if (!isSessionProvider(provider)) {
    context.registry.delete(connectorId)
    return undefined
  }
  context.registry.set(connectorId, { kind: 'session', provider })
  return provider
}
