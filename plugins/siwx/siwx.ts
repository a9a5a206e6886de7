import { definePlugin, type Plugin, parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { connectingSiweView } from './connectingSiweView.js'
import { createSiwxController, siwxSlice, siwxView } from './createSiwxController.js'
import { siwxControllers } from './siwxControllers.js'
import type { SiwxOptions } from './types.js'

const fn = z
  .unknown()
  .check(z.refine((value) => typeof value === 'function', 'expected a function'))
const objectWith = (keys: readonly string[]) =>
  z
    .unknown()
    .check(
      z.refine(
        (value) =>
          typeof value === 'object' &&
          value !== null &&
          keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'function'),
        `expected an object with ${keys.join(', ')}`,
      ),
    )

const optionsSchema = z.optional(
  z.object({
    required: z.optional(z.boolean()),
    statement: z.optional(
      z.string().check(z.refine((value) => !value.includes('\n'), 'must be one line')),
    ),
    domain: z.optional(
      z.string().check(z.regex(/^[^\s/@]+$/, 'expected a host, e.g. example.com')),
    ),
    uri: z.optional(z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/, 'expected a URI'))),
    expiration: z.optional(
      z.number().check(z.refine((value) => Number.isFinite(value) && value > 0, 'expected ms > 0')),
    ),
    getNonce: z.optional(fn),
    storage: z.optional(objectWith(['get', 'set', 'delete'])),
    verifiers: z.optional(z.array(objectWith(['verify']))),
  }),
)

/** The siwx plugin as `siwx()` returns it. */
export type SiwxPlugin = Plugin<'siwx'>

/**
 * Sign in with any wallet (SIWE / CAIP-122). After a visitor connects, an account (on a chain)
 * without a session is asked to sign a message; the session is stored per account and chain.
 * Verify signatures on your server with `verifySiwx` from `gangway/siwx/server`.
 *
 * @param options - `required`, `statement`, `domain`, `uri`, `expiration` (ms), `getNonce`,
 *   `storage`, `verifiers`.
 * @returns A plugin for `createGangway({ plugins: [...] })`.
 * @example
 * createGangway({ plugins: [siwx({ required: true, getNonce: () => fetch('/nonce').then((r) => r.text()) })] })
 */
export function siwx(options: SiwxOptions = {}): SiwxPlugin {
  parseOptions({ plugin: 'siwx', schema: optionsSchema, options })
  return definePlugin({
    name: 'siwx',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: {
      [siwxView]: () => import('./views/SIWXSignMessage.js'),
      [connectingSiweView]: () => import('./views/ConnectingSiwe.js'),
    },
    slice: siwxSlice,
    // SPEC §5: the legacy `siweConfig` option and siwx cannot both be set. Alone it is an
    // unknown option: hosts write `siwx(fromSiweConfig(siweConfig))` instead.
    hostOptions: {
      siweConfig: (value) =>
        value === undefined ? undefined : 'siweConfig and siwx options cannot both be set',
    },
    setup(kernel) {
      const controller = createSiwxController(kernel, options)
      siwxControllers.set(kernel, controller)
      const stop = controller.watch()
      return () => {
        stop()
        siwxControllers.delete(kernel)
      }
    },
  })
}
