import { formatUnits } from 'gangway/kernel'

/** Node error names (TransactionError / InstructionError) that deserve their own words. */
const words: Readonly<Record<string, string>> = {
  InsufficientFundsForFee: 'Not enough SOL to pay the network fee.',
  AccountNotFound: 'The paying account has no SOL on this network.',
  BlockhashNotFound: 'The transaction expired before it was processed. Try again.',
  AlreadyProcessed: 'This transaction was already sent.',
  InsufficientFundsForRent:
    'The transfer would leave an account below the minimum balance it must keep (rent).',
  SignatureFailure: 'A signature is missing or invalid.',
  MissingSignatureForFee: 'The fee payer did not sign the transaction.',
  InsufficientFunds: 'Insufficient funds for this transfer.',
  AccountInUse: 'An account is in use by another transaction. Try again.',
  InvalidAccountForFee: 'This account cannot pay the network fee.',
  ProgramAccountNotFound: 'The program this transaction calls does not exist on this network.',
}

/** What the programs' logs say, in words; the first match wins. */
const logRules: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /insufficient lamports (\d+), need (\d+)/,
    (m) =>
      `Not enough SOL: the account has ${formatUnits(BigInt(m[1]!), 9)} SOL and this transfer needs ${formatUnits(BigInt(m[2]!), 9)} SOL.`,
  ],
  [/Error: insufficient funds/i, () => 'Not enough tokens for this transfer.'],
  [/Error: owner does not match/i, () => 'The token account belongs to another owner.'],
  [/Error: Account is frozen/i, () => 'This token account is frozen.'],
  [
    /Error: (?:InvalidAccountData|Invalid account data)/i,
    () => 'An account is not a token account.',
  ],
  [/Program log: Error: (.+)$/, (m) => `The transaction would fail: ${m[1]!.trim()}.`],
]

const sentence = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

/**
 * Says in words why the network refused a transaction, from its error (the JSON-RPC
 * `TransactionError`: a name like `"InsufficientFundsForFee"` or an object like
 * `{ InstructionError: [0, { Custom: 1 }] }`) and its program logs.
 *
 * @example
 * describeTransactionError({ InstructionError: [0, { Custom: 1 }] }, [
 *   'Transfer: insufficient lamports 5000, need 100000000',
 * ]) // 'Not enough SOL: the account has 0.000005 SOL and this transfer needs 0.1 SOL.'
 */
export function describeTransactionError(error: unknown, logs: readonly string[] = []): string {
  if (typeof error === 'string' && words[error]) return words[error]
  for (const [pattern, say] of logRules)
    for (const line of logs) {
      const match = pattern.exec(line)
      if (match) return say(match)
    }
  if (typeof error === 'string') return `The transaction would fail: ${sentence(error)}.`
  if (typeof error === 'object' && error !== null) {
    const [name, value] = Object.entries(error)[0] ?? []
    if (name && words[name]) return words[name]
    if (name === 'InstructionError' && Array.isArray(value)) {
      const [index, reason] = value as [unknown, unknown]
      const at = `instruction ${Number(index) + 1}`
      if (typeof reason === 'string')
        return words[reason] ?? `The transaction would fail: ${sentence(reason)} (${at}).`
      if (typeof reason === 'object' && reason !== null && 'Custom' in reason)
        return `The transaction would fail: ${at} returned error ${String((reason as { Custom: unknown }).Custom)}.`
      return `The transaction would fail at ${at}.`
    }
    if (name) return `The transaction would fail: ${sentence(name)}.`
  }
  return 'The network rejected the transaction.'
}
