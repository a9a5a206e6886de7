import { hex } from '@scure/base'
import type { Network } from 'gangway/kernel'
import { UnsupportedWalletMethodError } from './errors.js'
import { getNetworkKind } from './getNetworkKind.js'
import type { BitcoinWalletClient, InjectedBitcoinProvider, WalletAddress } from './types.js'

const taprootPattern = /^(bc|tb|bcrt)1p/i

/**
 * A UniSat-style injected API (`window.unisat`) behind the adapter's wallet-client
 * interface. It shares one address (a payment account); it sends transfers itself.
 *
 * @example
 * const client = createInjectedWalletClient(window.unisat, 'UniSat Wallet')
 */
export function createInjectedWalletClient(
  provider: InjectedBitcoinProvider,
  name: string,
): BitcoinWalletClient {
  async function toAddresses(addresses: unknown): Promise<WalletAddress[]> {
    if (!Array.isArray(addresses)) return []
    const list = addresses.filter((a): a is string => typeof a === 'string' && a.length > 0)
    let publicKey: string | undefined
    if (list.length && provider.getPublicKey)
      publicKey = await provider.getPublicKey().catch(() => undefined)
    return list.map((address, index) => ({
      address,
      purpose: 'payment',
      ...(index === 0 && typeof publicKey === 'string' && /^[0-9a-f]+$/i.test(publicKey)
        ? { publicKey: publicKey.toLowerCase() }
        : {}),
    }))
  }
  return {
    connect: async () => toAddresses(await provider.requestAccounts()),
    getAddresses: async () => toAddresses(await provider.getAccounts()),
    signMessage: ({ address, message, protocol }) =>
      provider.signMessage(
        message,
        (protocol ?? (taprootPattern.test(address) ? 'bip322' : 'ecdsa')) === 'bip322'
          ? 'bip322-simple'
          : 'ecdsa',
      ),
    async signPsbt({ psbt, inputs }) {
      const signed = await provider.signPsbt(hex.encode(psbt), {
        autoFinalized: false,
        toSignInputs: inputs.flatMap((entry) =>
          entry.indexes.map((index) => ({
            index,
            address: entry.address,
            ...(entry.sighashTypes?.length ? { sighashTypes: [...entry.sighashTypes] } : {}),
          })),
        ),
      })
      return hex.decode(signed.toLowerCase())
    },
    ...(provider.sendBitcoin
      ? {
          sendTransfer: ({ recipient, amount, feeRate }) =>
            provider.sendBitcoin!(recipient, Number(amount), feeRate ? { feeRate } : {}),
        }
      : {}),
    async switchNetwork(network: Network) {
      const kind = getNetworkKind(network)
      if (!provider.switchNetwork || kind === 'regtest')
        throw new UnsupportedWalletMethodError(`switching to ${network.name}`, name)
      await provider.switchNetwork(kind === 'mainnet' ? 'livenet' : 'testnet')
    },
    watch({ onAddresses, onNetwork }) {
      const onAccountsChanged = (accounts: unknown) =>
        onAddresses(Array.isArray(accounts) && accounts.length === 0 ? [] : undefined)
      const onNetworkChanged = () => onNetwork()
      provider.on?.('accountsChanged', onAccountsChanged)
      provider.on?.('networkChanged', onNetworkChanged)
      return () => {
        provider.removeListener?.('accountsChanged', onAccountsChanged)
        provider.removeListener?.('networkChanged', onNetworkChanged)
      }
    },
    async disconnect() {
      await provider.disconnect?.()
    },
  }
}
