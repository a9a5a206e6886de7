/**
 * `promise`'s value, or `undefined` once `ms` have passed first: the approval never waits on
 * the chain for long, it shows less instead.
 */
export async function withTimeout<value>(
  promise: Promise<value>,
  ms: number,
): Promise<value | undefined> {
  let stop = () => {}
  const timeout = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, ms)
    stop = () => clearTimeout(timer)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    stop()
  }
}
