import { normalize } from 'viem/ens'

/** SPEC §5: an account name uses letters, digits or hyphen and has at least 4 characters. */
export const accountNamePattern = /^[a-zA-Z0-9-]{4,63}$/

export type AccountNameCheck =
  | { valid: true; name: string }
  | { valid: false; problem: 'rule' }
  | { valid: false; problem: 'invalid'; reason: string }

/**
 * Checks a label the visitor typed against SPEC §5 and ENSIP-15 and gives the full,
 * normalised name under `parent`.
 *
 * @example
 * validateAccountName('Alice', 'dapp.eth') // { valid: true, name: 'alice.dapp.eth' }
 * validateAccountName('abc', 'dapp.eth') // { valid: false, problem: 'rule' }
 */
export function validateAccountName(label: string, parent: string): AccountNameCheck {
  const typed = label.trim()
  let name: string
  try {
    name = normalize(`${typed}.${parent}`)
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
    return { valid: false, problem: 'invalid', reason }
  }
  if (!accountNamePattern.test(typed)) return { valid: false, problem: 'rule' }
  return { valid: true, name }
}

/**
 * The message the address signs to register a name (SPEC §7 `message`): JSON with the name,
 * its attributes and the time, so a captured signature cannot register later.
 */
export function createNameMessage(parameters: {
  name: string
  timestamp: number
  release?: boolean | undefined
}): string {
  return JSON.stringify(
    parameters.release
      ? { name: parameters.name, release: true, timestamp: parameters.timestamp }
      : { name: parameters.name, attributes: {}, timestamp: parameters.timestamp },
  )
}
