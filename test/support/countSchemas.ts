import * as z from 'zod/mini'

type ZodConfig = { postProcessor?: (schema: unknown) => void }

/**
 * How many zod schemas `run` builds: zod hands every schema it builds to its global
 * post-processor (the hook zod/compile uses). Checks first that the hook counts.
 *
 * @example
 * expect(await countSchemas(() => createKernel(options))).toBeLessThanOrEqual(20)
 */
export async function countSchemas(run: () => unknown): Promise<number> {
  const config = (globalThis as { __zod_globalConfig?: ZodConfig }).__zod_globalConfig
  if (!config) throw new Error('This zod has no global config: count the schemas another way.')
  let built = 0
  config.postProcessor = () => void built++
  try {
    z.string()
    if (built !== 1) throw new Error('zod no longer reports the schemas it builds to its hook.')
    built = 0
    await run()
    return built
  } finally {
    delete config.postProcessor
  }
}
