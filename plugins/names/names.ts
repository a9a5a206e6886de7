import {
  definePlugin,
  type Kernel,
  type LookupAddressParameters,
  type Plugin,
  type ResolveNameParameters,
} from 'gangway/kernel'
import type { NameReader } from './createNameReader.js'
import type { NamesOptions } from './types.js'

type Instance = { options: NamesOptions; reader?: Promise<NameReader> }

// Per instance, keyed by its kernel (what `perInstance` does, without its module: one chunk
// fewer in a host's first bundle). The views reach the same reader through `loadReader`.
const instances = /* @__PURE__ */ new WeakMap<Kernel, Instance>()

/** The instance's name reader; its code (viem's ENS actions) loads on first use. */
export function loadReader(kernel: Kernel): Promise<NameReader> {
  const instance = instances.get(kernel) ?? { options: {} }
  instances.set(kernel, instance)
  instance.reader ??= import('./createNameReader.js').then((module) =>
    module.createNameReader(kernel, instance.options),
  )
  return instance.reader
}

/** The names plugin as `names()` returns it. */
export type NamesPlugin = Plugin & { name: 'names' }

const loadAccountName = () => import('./views/AccountName.js')
const loadAccountAvatar = () => import('./views/AccountAvatar.js')
// The views get the reader from here, not by importing this module: a module the descriptor
// shares with its lazy code becomes a chunk of its own in the host's first load.
const loadRegister = () =>
  import('./views/RegisterAccountName.js').then((module) => ({
    default: module.registerAccountName(loadReader),
  }))
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
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
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
            label: 'RegisterAccountName.entry',
            view: 'RegisterAccountName',
            order: 50,
            icon: 'plus',
            namespaces: ['eip155'],
          },
        ]
      : [],
    setup(kernel) {
      instances.set(kernel, { options })
    },
  })
}
