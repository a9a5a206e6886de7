import type { Kernel } from 'gangway/kernel'

/** `promise`, or `error()` once `ms` passed on the instance's (injectable) clock. */
export function withTimeout<value>(
  promise: Promise<value>,
  parameters: { ms: number; kernel: Kernel; error: () => Error },
): Promise<value> {
  const { ms, kernel, error } = parameters
  return new Promise<value>((resolve, reject) => {
    const handle = kernel.env.setTimeout(() => reject(error()), ms)
    promise.then(
      (value) => {
        kernel.env.clearTimeout(handle)
        resolve(value)
      },
      (cause: unknown) => {
        kernel.env.clearTimeout(handle)
        reject(cause)
      },
    )
  })
}
