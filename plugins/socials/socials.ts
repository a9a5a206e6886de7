import { attachEmbeddedConnector, type SocialProvider } from 'gangway/embedded'
import { definePlugin, type Plugin, PluginError } from 'gangway/kernel'
import { socialStorageKeys } from './socialStorageKeys.js'
import { socialsConfigOf } from './socialsConfig.js'

export type { SocialProvider }

/** SPEC §5: the social providers, in SPEC §9's order (farcaster has its own flow). */
export const socialProviders: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
]

/** The socials plugin as `socials()` returns it. */
export type SocialsPlugin = Plugin & { name: 'socials' }

export type SocialsParameters = {
  /** Where the secure site runs (`npx gangway-secure-site`), e.g. `https://wallet.example.com`. */
  secureSiteUrl: string
  /**
   * The buttons on Connect, in this order (default SPEC §9's: google, x, discord, github,
   * apple, facebook). Each must be enabled on the secure site (`<PROVIDER>_CLIENT_ID`).
   */
  providers?: readonly SocialProvider[] | undefined
}

/** `connectMethodSlot('social')` of gangway/ui; spelled out so the descriptor imports no UI code. */
const connectMethodSlotName = 'Connect:social'

const views = () => import('./views/SocialViews.js')
const view = (name: 'SocialButtons' | 'ConnectingSocial' | 'ConnectSocials') => () =>
  views().then((module) => ({ default: module[name] }))

/**
 * Social login through the host's own secure site: the social buttons on Connect (SPEC §2,
 * after e-mail), a popup to the provider, and the same embedded EVM + Solana account as by
 * e-mail. Eagerly this is only a descriptor.
 *
 * @param parameters - `secureSiteUrl`, and the `providers` to offer.
 * @returns A plugin for `createGangway({ plugins: [socials({ secureSiteUrl, providers: ['google'] })] })`.
 * @example
 * createGangway({ chains: [eip155({ networks: [base] })], plugins: [socials({ secureSiteUrl: 'https://wallet.example.com', providers: ['google', 'github'] })] })
 */
export function socials(parameters: SocialsParameters): SocialsPlugin {
  const url = parameters?.secureSiteUrl
  if (typeof url !== 'string' || !/^https?:\/\/[^/\s]+/.test(url))
    throw new PluginError('socials', 'secureSiteUrl must be the http(s) URL of the secure site.')
  const providers = parameters.providers ?? socialProviders
  if (
    !providers.length ||
    new Set(providers).size !== providers.length ||
    providers.some((provider) => !socialProviders.includes(provider))
  )
    throw new PluginError(
      'socials',
      `providers must list one or more of ${socialProviders.join(', ')}, each once.`,
    )
  return definePlugin({
    name: 'socials',
    views: {
      [connectMethodSlotName]: view('SocialButtons'),
      ConnectingSocial: view('ConnectingSocial'),
      ConnectSocials: view('ConnectSocials'),
    },
    setup(kernel) {
      socialsConfigOf(kernel).providers = [...providers]
      const teardown = attachEmbeddedConnector(kernel, { secureSiteUrl: url })
      // The provider is remembered for the connection only (SPEC §3).
      const forget = kernel.bus.on('disconnect', () =>
        kernel.storage.remove(socialStorageKeys.connectedSocialProvider),
      )
      // Back from the provider in the full-page flow (SPEC §2 result_uri).
      if (typeof location !== 'undefined' && /[?&]result_uri=/.test(location.search))
        void import('./resumeSocialLogin.js').then(({ resumeSocialLogin }) =>
          resumeSocialLogin(kernel),
        )
      return () => {
        forget()
        teardown()
      }
    },
  })
}
