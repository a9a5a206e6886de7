import { attachEmbeddedConnector } from 'gangway/embedded'
import { definePlugin, type Plugin, parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { type SocialProvider, socialProviders } from './socialProviders.js'
import type { SocialViews } from './views/SocialViews.js'

/** The socials plugin as `socials()` returns it. */
export type SocialsPlugin = Plugin & { name: 'socials' }

export type SocialsParameters = {
  /** Where the secure site runs (`npx gangway-secure-site`), e.g. `https://wallet.example.com`. */
  secureSiteUrl: string
  /**
   * The buttons on Connect, in this order (default SPEC §9's: google, x, discord, farcaster,
   * github, apple, facebook; `telegram` only when listed). Each must be enabled on the secure
   * site (`<PROVIDER>_CLIENT_ID`, `FARCASTER_RPC_URL`, `TELEGRAM_BOT_TOKEN`).
   */
  providers?: readonly SocialProvider[] | undefined
  /**
   * SPEC §9 `smartSessions` (default off): dapps may ask the smart account for sessions
   * (ERC-7715 `wallet_grantPermissions`), and Account lists them with revoke. Shared with
   * `email()`: on when either plugin turns it on.
   */
  smartSessions?: boolean | undefined
}

// Only zod/mini features the kernel's first load already has (object, regex, array, enum,
// refine): the descriptor adds no zod code of its own.
const parametersSchema = z.object({
  secureSiteUrl: z
    .string()
    .check(z.regex(/^https?:\/\/[^/\s]+/, 'expected the http(s) URL of the secure site')),
  providers: z.optional(
    z
      .array(z.enum([...socialProviders, 'telegram']))
      .check(
        z.refine(
          (providers) => providers.length > 0 && new Set(providers).size === providers.length,
          'expected one or more providers, each once',
        ),
      ),
  ),
  smartSessions: z.optional(z.boolean()),
})

const viewNames = [
  'Connect:social',
  'ConnectingSocial',
  'ConnectSocials',
  'ConnectingFarcaster',
  'AccountLogin',
] as const satisfies readonly (keyof SocialViews)[]

/**
 * Social login through the host's own secure site: the social buttons on Connect (SPEC §2,
 * after e-mail), a popup to the provider (or Farcaster's QR code), and the same embedded
 * EVM + Solana account as by e-mail. Eagerly this is only a descriptor.
 *
 * @param parameters - `secureSiteUrl`, and the `providers` to offer.
 * @returns A plugin for `createGangway({ plugins: [socials({ secureSiteUrl, providers: ['google'] })] })`.
 * @throws InvalidOptionsError ('[socials] Invalid options.') naming each bad field.
 * @example
 * createGangway({ chains: [eip155({ networks: [base] })], plugins: [socials({ secureSiteUrl: 'https://wallet.example.com', providers: ['google', 'github'] })] })
 */
export function socials(parameters: SocialsParameters): SocialsPlugin {
  const options = parseOptions({ plugin: 'socials', schema: parametersSchema, options: parameters })
  const {
    secureSiteUrl,
    providers = socialProviders as readonly SocialProvider[],
    smartSessions,
  } = options
  // The lazy views get the providers from here, not from a module the descriptor shares with
  // them: a shared module would be a chunk of its own in the host's first load. The names are
  // spelled out (`Connect:social` is gangway/ui's `connectMethodSlot('social')`, `AccountLogin`
  // its `slots.accountLogin`): the descriptor imports no UI code.
  const setup = { providers, secureSiteUrl }
  const views = viewNames.map((name) => [
    name,
    () =>
      import('./views/SocialViews.js').then((module) => ({
        default: module.socialViews(setup)[name],
      })),
  ])
  return definePlugin({
    name: 'socials',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: Object.fromEntries(views),
    // The buttons are the host's list until the modal opens; only then is the site asked which
    // sign-ins it offers (useOfferedProviders).
    rendersAhead: ['Connect:social'],
    setup(kernel) {
      const teardown = attachEmbeddedConnector(kernel, { secureSiteUrl, smartSessions })
      // The provider is remembered for the connection only (SPEC §3).
      const forget = kernel.bus.on(
        'disconnect',
        () => void import('./socialSession.js').then((module) => module.forgetSocialLogin(kernel)),
      )
      // Back from the provider in the full-page flow (SPEC §2 result_uri).
      if (typeof location !== 'undefined' && location.search.includes('result_uri='))
        void import('./socialSession.js').then((module) => module.resumeSocialLogin(kernel))
      return () => {
        forget()
        teardown()
      }
    },
  })
}
