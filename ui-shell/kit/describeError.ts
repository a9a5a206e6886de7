import { BaseError, getShortMessage } from 'gangway/kernel'
import type { MessageValues, Translate } from '../i18n/index.js'

/** A Gangway error that names its words for the visitor: a chain's errors do (`key`, `values`). */
type Worded = BaseError & { key?: unknown; values?: MessageValues | undefined }

/** The kernel's own errors that the modal's catalogue words (they carry a code, not a key). */
const kernelWords: Readonly<Record<string, string>> = {
  // The wallet's data is never quoted to the visitor.
  INVALID_WALLET_DATA: 'ConnectingExternal.invalidData',
}

/** Parameters of `describeError`. */
export type DescribeErrorOptions = {
  /** What to say when no error in the chain is worded in a catalogue: its English by default. */
  otherwise?: ((error: unknown) => string) | undefined
}

/**
 * An error in the visitor's language, for every view that shows one: the first of the error
 * and its causes (wrappers such as a sign-in failure keep the chain's error as `cause`) that is
 * a Gangway error naming a `key` the modal's translator knows — the enabled chains'
 * catalogues, e.g. `gangway/polkadot/errors`', or a kernel error the modal words, such as a
 * wallet's invalid data — filled with its `values`; else `otherwise`
 * (the short message). Only Gangway's own errors are read: a key a wallet puts on its error
 * is not. Plain text, never markup.
 *
 * @param error What was thrown.
 * @param parameters `t`, the modal's translator (`ViewProps.t`), and `otherwise`, the words for an error Gangway did not word.
 * @returns The words for the visitor.
 * @example
 * describeError(new WalletRequestError(cause), { t }) // 'Die Wallet konnte die Anfrage nicht ausführen.'
 */
export function describeError(
  error: unknown,
  { t, ...options }: { t: Translate } & DescribeErrorOptions,
): string {
  let current: unknown = error
  for (let depth = 0; current instanceof Error && depth < 8; depth++) {
    if (current instanceof BaseError) {
      const { key, values } = current as Worded
      if (typeof key === 'string') {
        const said = t(key, values)
        // A chain's English is not in the modal's catalogue (its entry stays small): the
        // error's short message is that English.
        return said !== key ? said : current.shortMessage
      }
      const kernelKey = kernelWords[current.code]
      if (kernelKey && t(kernelKey) !== kernelKey) return t(kernelKey)
    }
    current = current.cause
  }
  return (options.otherwise ?? getShortMessage)(error)
}
