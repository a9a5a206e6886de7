import { type Address, isAddressEqual, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderRpcError } from '../errors.js'
import type { TestWalletState } from './state.js'

/** The active account, if the site is connected and `from` (when given) is that account; else 4100. */
export function signer(state: TestWalletState, from: string | undefined): PrivateKeyAccount {
  if (!state.authorized)
    throw new ProviderRpcError(
      4100,
      'The requested method and/or account has not been authorized by the user.',
    )
  if (
    from !== undefined &&
    !(isHex(from) && isAddressEqual(from as Address, state.account.address))
  )
    throw new ProviderRpcError(4100, `The account ${from} has not been authorized by the user.`)
  return state.account
}
