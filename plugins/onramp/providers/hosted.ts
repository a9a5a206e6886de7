import { parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { serviceUrl, widgetOrigin } from '../optionSchemas.js'
import type { OnrampProviderDefinition } from '../types.js'

/** Options of `hosted()`. */
export type HostedOnrampOptions = {
  /** The service's base URL; SPEC §7's paths (`/v1/onramp/…`) are appended. */
  url: string
  /** Sent as `projectId` with every call (SPEC §7). */
  projectId?: string | undefined
  /** Shown to the visitor; default `Coinbase` (SPEC §7's URL generator is Coinbase's). */
  label?: string | undefined
  /** Where the generated URLs may point; default `https://pay.coinbase.com`. */
  origins?: readonly string[] | undefined
}

const optionsSchema = z.object({
  url: serviceUrl,
  projectId: z.optional(z.string().check(z.regex(/^[\w-]{1,100}$/, 'expected a project id'))),
  label: z.optional(z.string().check(z.regex(/^[^<>\n]{1,40}$/, 'expected a short name'))),
  origins: z.optional(z.array(widgetOrigin)),
})

/**
 * An onramp service the host runs that speaks SPEC §7's onramp calls: the URL generator
 * (`POST /v1/generators/onrampurl`), options (`GET /v1/onramp/options`) and quotes
 * (`POST /v1/onramp/quote`). It holds the provider's keys, so the page needs none. Its code
 * loads on first use.
 *
 * @param options - The service URL, project id, label and widget origins.
 * @returns A provider for `onramp({ providers })`.
 * @example
 * onramp({ providers: [hosted({ url: 'https://onramp.example.com' })] })
 */
export function hosted(options: HostedOnrampOptions): OnrampProviderDefinition {
  parseOptions({ plugin: 'onramp.hosted', schema: optionsSchema, options })
  return {
    name: 'hosted',
    label: options.label ?? 'Coinbase',
    origins: options.origins ?? ['https://pay.coinbase.com'],
    load: (context) =>
      import('./createHostedProvider.js').then((module) =>
        module.createHostedProvider(options, context),
      ),
  }
}
