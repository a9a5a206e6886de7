import { definePlugin, type Plugin } from 'gangway/kernel'

const loadWalletSessionsView = () => import('./views/WalletSessions.js')

/** The sessions plugin as `sessions()` returns it. */
export type SessionsPlugin = Plugin & { name: 'sessions' }

/**
 * Sessions with the visitor's own wallet (SPEC §1 "manage smart-account sessions", §7
 * `wallet_grantPermissions`; SPEC §9's `smartSessions` feature, off unless enabled): a
 * Sessions button on Account while a browser or WalletConnect wallet is connected on an EVM
 * network, and the WalletSessions view — the ERC-7715 permissions that wallet granted this
 * site, each with a Revoke button. The embedded wallet's own sessions stay in its account
 * settings on Account (`embedded({ smartSessions: true })`), in the same list form.
 *
 * @returns A plugin for `createGangway({ plugins: [sessions()] })`.
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [base] })], plugins: [sessions()] })
 * gangway.open({ view: 'WalletSessions' })
 */
export function sessions(): SessionsPlugin {
  return definePlugin({
    name: 'sessions',
    requires: ['eip155'],
    messages: {
      en: { 'WalletSessions.title': 'Sessions' },
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: { WalletSessions: loadWalletSessionsView },
    entries: [
      {
        where: 'account',
        label: 'WalletSessions.title',
        view: 'WalletSessions',
        // After SPEC §9's wallet features (onramp 10, swaps 20, receive 30, send 40).
        order: 50,
        icon: 'grid',
        namespaces: ['eip155'],
        // The embedded wallet (AUTH) lists its own sessions in its account settings.
        connectorTypes: ['ANNOUNCED', 'INJECTED', 'WALLET_CONNECT', 'EXTERNAL', 'MULTI_CHAIN'],
      },
    ],
  }) as SessionsPlugin
}
