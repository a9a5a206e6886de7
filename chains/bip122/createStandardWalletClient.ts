import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletDataError, type Network } from 'gangway/kernel'
import { AccountNotFoundError, UnsupportedWalletMethodError } from './errors.js'
import { getNetworkKind } from './getNetworkKind.js'
import type {
  BitcoinAddressPurpose,
  BitcoinStandardFeatures,
  BitcoinWalletClient,
  WalletAddress,
} from './types.js'

const purposes: BitcoinAddressPurpose[] = ['payment', 'ordinals']
const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The Wallet Standard chain of a network: `bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`. */
export const toStandardChain = (network: Network) => `bitcoin:${getNetworkKind(network)}`

/** Reads the optional fields some wallets add to a WalletAccount (purpose, derivation path). */
function toWalletAddress(
  account: WalletAccount,
  purpose: BitcoinAddressPurpose | undefined,
): WalletAddress {
  const extra = account as WalletAccount & {
    purpose?: unknown
    derivationPath?: unknown
    path?: unknown
  }
  const ownPurpose =
    extra.purpose === 'payment' || extra.purpose === 'ordinals' ? extra.purpose : undefined
  const path = typeof extra.derivationPath === 'string' ? extra.derivationPath : extra.path
  return {
    address: account.address,
    purpose: ownPurpose ?? purpose,
    ...(account.publicKey?.length ? { publicKey: toHex(account.publicKey) } : {}),
    ...(typeof path === 'string' ? { path } : {}),
  }
}

/**
 * A Wallet Standard bitcoin wallet behind the adapter's wallet-client interface:
 * `bitcoin:connect` (payment and ordinals purposes), `bitcoin:signMessage`,
 * `bitcoin:signTransaction` (or `bitcoin:signPsbt`), `standard:events`, `standard:disconnect`.
 *
 * @example
 * const client = createStandardWalletClient(wallet)
 * const addresses = await client.connect()
 */
export function createStandardWalletClient(wallet: Wallet): BitcoinWalletClient {
  const features = wallet.features as BitcoinStandardFeatures
  // Purposes as the wallet answered bitcoin:connect; events later carry bare accounts.
  const known = new Map<string, BitcoinAddressPurpose | undefined>()
  const toAddresses = (accounts: readonly WalletAccount[]) =>
    accounts.map((account) => toWalletAddress(account, known.get(account.address)))
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new AccountNotFoundError(address)
    return account
  }
  return {
    async connect() {
      const feature = features['bitcoin:connect']
      if (!feature) throw new UnsupportedWalletMethodError('bitcoin:connect', wallet.name)
      const { accounts } = await feature.connect({ purposes: [...purposes] })
      // The wallet answers in the order of `purposes` (bitcoin-wallet-standard).
      accounts.forEach((account, index) => {
        known.set(account.address, toWalletAddress(account, purposes[index]).purpose)
      })
      return toAddresses(accounts)
    },
    getAddresses: async () => toAddresses(wallet.accounts),
    async signMessage({ address, message }) {
      const feature = features['bitcoin:signMessage']
      if (!feature) throw new UnsupportedWalletMethodError('bitcoin:signMessage', wallet.name)
      const [output] = await feature.signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!output?.signature) throw new InvalidWalletDataError('The wallet returned no signature.')
      return base64.encode(output.signature)
    },
    async signPsbt({ psbt, inputs, network }) {
      const input = {
        psbt,
        chain: toStandardChain(network),
        inputsToSign: inputs.map((entry) => ({
          account: accountOf(entry.address),
          signingIndexes: [...entry.indexes],
          ...(entry.sighashTypes?.length ? { sigHash: entry.sighashTypes[0] } : {}),
        })),
      }
      const sign = features['bitcoin:signTransaction']
      const alias = features['bitcoin:signPsbt']
      if (!sign && !alias)
        throw new UnsupportedWalletMethodError('bitcoin:signTransaction', wallet.name)
      const [output] = sign ? await sign.signTransaction(input) : await alias!.signPsbt(input)
      if (!(output?.signedPsbt instanceof Uint8Array))
        throw new InvalidWalletDataError('The wallet returned no signed PSBT.')
      return output.signedPsbt
    },
    watch({ onAddresses }) {
      const events = features['standard:events']
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) onAddresses(toAddresses(accounts))
      })
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
  }
}
