import { sanitizeText } from 'gangway/kernel'

/** Log lines that frame a program's run rather than say what went wrong. */
const framing =
  /^Program \S+ (?:invoke \[\d+\]|consumed \d+ of \d+ compute units|success|failed: .*)$|^Program log: Instruction: |^Program (?:return|data): /
const failedLine = /^Program \S+ failed: (.+)$/

/**
 * Says why a simulated Solana transaction fails: the node's error (`"InsufficientFundsForFee"`,
 * `{ InstructionError: [1, { Custom: 1 }] }`) and the last meaningful line of the programs'
 * logs (`Error: insufficient funds`), as text that is safe to show. Logs are the program's own
 * words: control characters and markup are removed, the length is capped.
 *
 * @param error - The `TransactionError` of `simulateTransaction`.
 * @param logs - Its `logs`.
 * @returns e.g. `instruction 2: custom program error 0x1: Error: insufficient funds`.
 * @example
 * readSolanaFailure({ InstructionError: [0, { Custom: 1 }] }, ['Program log: Error: insufficient funds'])
 * // 'instruction 1: custom program error 0x1: Error: insufficient funds'
 */
export function readSolanaFailure(error: unknown, logs: readonly string[] | null): string {
  const lines = logs ?? []
  let said: string | undefined
  let failed: string | undefined
  for (let index = lines.length - 1; index >= 0 && !said; index--) {
    const line = String(lines[index])
    const failure = failedLine.exec(line)
    if (failure) failed ??= failure[1]
    else if (!framing.test(line)) said = line.replace(/^Program log: /, '')
  }
  const parts = [describeError(error), said ?? failed].filter(Boolean)
  return sanitizeText(parts.join(': ').replace(/[<>"'`]/g, ''), 160)
}

function describeError(error: unknown): string {
  if (typeof error === 'string') return error
  if (typeof error !== 'object' || error === null) return 'the transaction fails'
  const [name, value] = Object.entries(error)[0] ?? []
  if (name === 'InstructionError' && Array.isArray(value)) {
    const [index, reason] = value as [unknown, unknown]
    const at = `instruction ${Number(index) + 1}`
    if (typeof reason === 'string') return `${at}: ${reason}`
    if (typeof reason === 'object' && reason !== null && 'Custom' in reason) {
      const code = Number((reason as { Custom: unknown }).Custom)
      return `${at}: custom program error 0x${Number.isSafeInteger(code) ? code.toString(16) : '?'}`
    }
    return at
  }
  return name ?? 'the transaction fails'
}
