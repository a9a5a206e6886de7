import { InvalidOptionsError } from 'gangway/kernel'

/** Runs `run`, which must throw InvalidOptionsError, and returns the issues it names. */
export function issuesOf(run: () => unknown): readonly string[] {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.issues
    throw error
  }
  throw new Error('expected an InvalidOptionsError, nothing was thrown')
}
