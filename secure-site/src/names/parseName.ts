import { normalize } from 'viem/ens'
import { ApiError } from '../errors.js'

/** SPEC §5: letters, digits or hyphen, at least 4 characters (and a DNS label's 63 at most). */
const labelPattern = /^[a-z0-9-]{4,63}$/

/**
 * A requested `<label>.<parent>` name, ENSIP-15 normalised and checked against SPEC §5.
 *
 * @returns The normalised full name and its label.
 * @throws ApiError 400 INVALID_NAME with the reason (confusable, not normalised, rules).
 */
export function parseName(text: string, parent: string): { name: string; label: string } {
  let name: string
  try {
    name = normalize(text.includes('.') ? text : `${text}.${parent}`)
  } catch (error) {
    throw new ApiError(
      400,
      'INVALID_NAME',
      `${text} is not a valid name: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''}`,
      { cause: error },
    )
  }
  const suffix = `.${parent}`
  if (!name.endsWith(suffix)) {
    throw new ApiError(400, 'INVALID_NAME', `Names here end in ${suffix}`)
  }
  const label = name.slice(0, -suffix.length)
  if (!labelPattern.test(label)) {
    throw new ApiError(
      400,
      'INVALID_NAME',
      'A name uses letters, digits or hyphen and has at least 4 characters',
    )
  }
  return { name, label }
}
