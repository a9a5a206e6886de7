/**
 * Resolves once `check` passes: the one polling helper of the tests, for work the code
 * under test starts without handing back a promise. Polls; never sleeps a fixed time.
 */
export async function until(check: () => boolean, timeout = 5_000): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
