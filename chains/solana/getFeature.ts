import { AccountNotFoundError, WalletFeatureNotSupportedError } from './errors.js'
import type { StandardWallet, WalletAccount } from './types.js'

/**
 * A Wallet Standard feature of the wallet, typed by the caller.
 *
 * @throws WalletFeatureNotSupportedError when the wallet lacks it.
 * @example
 * const { signMessage } = getFeature<SignMessageFeature>(wallet, 'solana:signMessage')
 */
export function getFeature<feature>(wallet: StandardWallet, name: `${string}:${string}`): feature {
  const value = wallet.features[name]
  if (!value) throw new WalletFeatureNotSupportedError(name, wallet.name)
  return value as feature
}

/**
 * The wallet's account object for an address (signing features need the object itself).
 *
 * @throws AccountNotFoundError when the wallet no longer exposes it.
 */
export function getWalletAccount(wallet: StandardWallet, address: string): WalletAccount {
  const account = wallet.accounts.find((a) => a.address === address)
  if (!account) throw new AccountNotFoundError(address)
  return account
}
