import { attachEmbeddedConnector } from 'gangway/embedded'
import { definePlugin, type Plugin, parseOptions } from 'gangway/kernel'
import * as z from 'zod/mini'
import { entryMessages } from './entryMessages.js'

/** The e-mail plugin as `email()` returns it. */
export type EmailPlugin = Plugin & { name: 'email' }

export type EmailParameters = {
  /** Where the secure site runs (`npx gangway-secure-site`), e.g. `https://wallet.example.com`. */
  secureSiteUrl: string
  /**
   * SPEC §9 `smartSessions` (default off): dapps may ask the smart account for sessions
   * (ERC-7715 `wallet_grantPermissions`), and Account lists them with revoke.
   */
  smartSessions?: boolean | undefined
}

const parametersSchema = z.object({
  secureSiteUrl: z
    .string()
    .check(z.regex(/^https?:\/\/[^/\s]+/, 'expected the http(s) URL of the secure site')),
  smartSessions: z.optional(z.boolean()),
})

/** `connectMethodSlot('email')` of gangway/ui; spelled out so the descriptor imports no UI code. */
const connectMethodSlotName = 'Connect:email'

/** Each view loads on first use, from its own module. */
const emailViews = {
  [connectMethodSlotName]: () => import('./views/EmailField.js'),
  EmailVerifyOtp: () => import('./views/EmailVerifyOtp.js'),
  EmailVerifyDevice: () => import('./views/EmailVerifyDevice.js'),
  UpdateEmailWallet: () => import('./views/UpdateEmailWallet.js'),
  UpdateEmailPrimaryOtp: () => import('./views/UpdateEmailPrimaryOtp.js'),
  UpdateEmailSecondaryOtp: () => import('./views/UpdateEmailSecondaryOtp.js'),
  EmbeddedExportKey: () => import('./views/EmbeddedExportKey.js'),
  EmbeddedExportKeyOtp: () => import('./views/EmbeddedExportKeyOtp.js'),
  EmbeddedSignOutEverywhere: () => import('./views/EmbeddedSignOutEverywhere.js'),
  // Reached from the embedded wallet's Account settings when its key is in shares (issue 32).
  EmbeddedRecoveryPassword: () => import('./views/EmbeddedRecoveryPassword.js'),
}

/**
 * E-mail login through the host's own secure site (SPEC §4): the e-mail field first on
 * Connect, the one-time-code and device-check views, and, from Account, updating the e-mail,
 * exporting the private keys (shown only inside the secure site's frame) and signing out on
 * every device.
 * The visitor gets an EVM and a Solana account; eagerly this is only a descriptor.
 *
 * @param parameters - `secureSiteUrl`: the secure site's URL.
 * @returns A plugin for `createGangway({ plugins: [email({ secureSiteUrl })] })`.
 * @example
 * createGangway({ chains: [eip155({ networks: [base] })], plugins: [email({ secureSiteUrl: 'https://wallet.example.com' })] })
 */
export function email(parameters: EmailParameters): EmailPlugin {
  const { secureSiteUrl, smartSessions } = parseOptions({
    plugin: 'email',
    schema: parametersSchema,
    options: parameters,
  })
  return definePlugin({
    name: 'email',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: entryMessages,
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: emailViews,
    // The e-mail field asks the secure site nothing until the visitor submits it.
    rendersAhead: [connectMethodSlotName],
    entries: [
      {
        where: 'account',
        label: 'email.update',
        view: 'UpdateEmailWallet',
        icon: 'mail',
        connectorTypes: ['AUTH'],
      },
      {
        where: 'account',
        label: 'email.exportKey',
        view: 'EmbeddedExportKey',
        icon: 'key',
        connectorTypes: ['AUTH'],
      },
      {
        where: 'account',
        label: 'email.signOutEverywhere',
        view: 'EmbeddedSignOutEverywhere',
        icon: 'network',
        connectorTypes: ['AUTH'],
      },
    ],
    setup: (kernel) => attachEmbeddedConnector(kernel, { secureSiteUrl, smartSessions }),
  })
}
