import {
  definePlugin,
  type LookupAddressParameters,
  type Plugin,
  type ResolveNameParameters,
} from 'gangway/kernel'
import { loadReader, setNamesOptions } from './loadReader.js'
import type { NamesOptions } from './types.js'

/** The names plugin as `names()` returns it. */
export type NamesPlugin = Plugin & { name: 'names' }

const loadAccountName = () => import('./views/AccountName.js')
const loadAccountAvatar = () => import('./views/AccountAvatar.js')
const loadRegister = () => import('./views/RegisterAccountName.js')
const loadSuccess = () => import('./views/RegisterAccountNameSuccess.js')

/**
 * Names instead of hex (SPEC §2, §4 "Name registration"): ENS names and avatars on Account,
 * the ConnectButton and wherever the name methods are asked (Send's receiver field), and with
 * a `service`, RegisterAccountName → sign → RegisterAccountNameSuccess for names under the
 * host's parent. Everything but this descriptor (viem's ENS actions, the views) loads on
 * first use.
 *
 * @returns A plugin for `createGangway({ plugins: [names()] })`.
 * @example
 * names({ service: { url: 'https://wallet.example.com/names', parent: 'dapp.eth' } })
 */
export function names(options: NamesOptions = {}): NamesPlugin {
  return definePlugin({
    name: 'names',
    views: {
      AccountName: loadAccountName,
      AccountAvatar: loadAccountAvatar,
      ...(options.service
        ? { RegisterAccountName: loadRegister, RegisterAccountNameSuccess: loadSuccess }
        : {}),
    },
    rpc: {
      gangway_resolveName: async ({ params }, kernel) =>
        (await loadReader(kernel)).resolveName((params as [ResolveNameParameters])[0]),
      gangway_lookupAddress: async ({ params }, kernel) =>
        (await loadReader(kernel)).lookupAddress((params as [LookupAddressParameters])[0]),
    },
    entries: options.service
      ? [
          {
            where: 'account',
            label: 'names.register',
            view: 'RegisterAccountName',
            order: 50,
            icon: 'plus',
            namespaces: ['eip155'],
          },
        ]
      : [],
    messages: { en: { 'names.register': 'Name' }, de: { 'names.register': 'Name' } },
    setup(kernel) {
      setNamesOptions(kernel, options)
    },
  })
}
