import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinWalletError } from './errors.js'
import { signBip322, signEcdsa } from './messages.js'
import { signPsbt } from './signPsbt.js'
import {
  type BitcoinWalletState,
  type ChangeListener,
  emitChange,
  keyOf,
  prompt,
  requireAuthorized,
} from './state.js'

// The wallet as a Wallet Standard bitcoin wallet: bitcoin:connect, bitcoin:signMessage,
// bitcoin:signTransaction, bitcoin:signPsbt, standard:events, standard:disconnect.

const icon: Wallet['icon'] =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjwvc3ZnPg=='

type SignInput = {
  psbt: Uint8Array
  chain: string
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}

async function signTransactions(
  state: BitcoinWalletState,
  { method, inputs }: { method: string; inputs: SignInput[] },
) {
  await prompt(state, { method, params: inputs })
  requireAuthorized(state)
  return inputs.map((input) => {
    if (input.chain !== state.chain)
      throw new BitcoinWalletError(4901, `The wallet is on ${state.chain}, not ${input.chain}.`)
    return {
      signedPsbt: signPsbt(state, {
        bytes: input.psbt,
        inputs: input.inputsToSign.map((entry) => ({
          address: entry.account.address,
          indexes: entry.signingIndexes,
          sighashTypes: entry.sigHash === undefined ? undefined : [entry.sigHash],
        })),
      }),
    }
  })
}

/** The Wallet Standard wallet over `state`, without the features `state.without` names. */
export function createStandardWallet(state: BitcoinWalletState): Wallet {
  const features: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes: ('payment' | 'ordinals')[] }) {
        await prompt(state, { method: 'bitcoin:connect', params: input })
        const wasAuthorized = state.authorized
        state.authorized = true
        if (!wasAuthorized) emitChange(state)
        return {
          accounts: input.purposes.map((purpose) =>
            purpose === 'payment' ? state.accounts[0]! : state.accounts[1]!,
          ),
        }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        await prompt(state, { method: 'bitcoin:signMessage', params: inputs })
        requireAuthorized(state)
        return inputs.map(({ account, message }) => {
          const key = keyOf(state, account.address)
          const text = new TextDecoder().decode(message)
          const signature = key.taproot ? signBip322(key, text) : signEcdsa(key, text)
          return { signedMessage: message, signature: base64.decode(signature) }
        })
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: (...inputs: SignInput[]) =>
        signTransactions(state, { method: 'bitcoin:signTransaction', inputs }),
    },
    'bitcoin:signPsbt': {
      version: '1.0.0',
      signPsbt: (...inputs: SignInput[]) =>
        signTransactions(state, { method: 'bitcoin:signPsbt', inputs }),
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: ChangeListener) {
        if (event !== 'change') return () => {}
        state.changeListeners.add(listener)
        return () => state.changeListeners.delete(listener)
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        state.requests.push({ method: 'standard:disconnect', params: undefined })
      },
    },
  }
  for (const feature of state.without) delete features[feature]
  return {
    version: '1.0.0',
    name: state.name,
    icon,
    get chains() {
      return [state.chain]
    },
    features: features as Wallet['features'],
    get accounts() {
      return state.authorized ? state.accounts : []
    },
  }
}
