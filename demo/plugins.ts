// The plugins the demo page enables: receive and send by default, the rest by URL parameter
// (the browser tests use them) or by what `npm start` runs (the secure site, the name service).
import type { Plugin } from 'gangway'
import { email } from 'gangway/email'
import {
  explorerApi,
  history,
  hosted as hostedHistory,
  onchain as onchainHistory,
} from 'gangway/history'
import { names } from 'gangway/names'
import { coinbase, moonpay, onramp } from 'gangway/onramp'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { sessions } from 'gangway/sessions'
import { siwx } from 'gangway/siwx'
import { type SocialProvider, socials } from 'gangway/socials'
import { onchain, swap } from 'gangway/swap'
import type { DemoConfig } from './server.js'

/**
 * The page's plugins, in the order the modal lists their entries (e-mail and social login
 * first).
 */
export function demoPlugins({
  config,
  params,
}: {
  /** What the demo server serves as /config.json. */
  config: DemoConfig
  /** The page's URL parameters. */
  params: URLSearchParams
}): Plugin[] {
  // `?features=none` is a host without send() and receive() (the browser tests use it).
  const plugins: Plugin[] = params.get('features') === 'none' ? [] : [receive(), send()]
  // `?sessions` adds the Sessions view of a browser or WalletConnect wallet (the browser tests use it).
  if (params.has('sessions')) plugins.push(sessions())
  // `?swap` adds swaps against the demo chain's own Uniswap V2 (the browser tests use it).
  if (params.has('swap'))
    plugins.push(
      swap({
        sources: [
          onchain({
            deployments: { [config.networks[0]!.id]: config.swap.deployment },
            tokens: {
              [config.networks[0]!.id]: config.swap.tokens.map((token) => ({
                ...token,
                verified: true,
              })),
            },
          }),
        ],
      }),
    )
  // `?history` adds the Activity and NFTs tabs from the chain itself (`?historyPage=N`: pages
  // of N blocks); `?history=down` reads them from an API that is not there, `?history=hosted`
  // from the demo server's SPEC §7 history service (browser tests).
  const historyMode = params.get('history')
  if (historyMode !== null)
    plugins.push(
      history({
        sources: [
          historyMode === 'down'
            ? explorerApi({ urls: { [config.networks[0]!.id]: `${location.origin}/history-down` } })
            : historyMode === 'hosted'
              ? hostedHistory({ url: `${location.origin}/history-hosted` })
              : onchainHistory({
                  pageBlocks: Number(params.get('historyPage') ?? 10_000),
                  scanBlocks: 10_000,
                }),
        ],
      }),
    )
  // `?onramp` adds buying crypto through Coinbase and MoonPay, whose widgets and quote API
  // are the demo server's local stand-in; the local chain stands in for Ethereum.
  if (params.has('onramp'))
    plugins.unshift(
      onramp({
        providers: [
          coinbase({ appId: 'gangway-demo', payUrl: config.onrampUrl }),
          moonpay({
            apiKey: 'pk_test_gangwaydemo',
            widgetUrl: config.onrampUrl,
            apiUrl: config.onrampUrl,
          }),
        ],
        networks: { [`eip155:${config.networks[0]!.id}`]: 'ethereum' },
      }),
    )
  // `?siwx=required` or `?siwx=optional` adds sign-in with the wallet (the browser tests use it).
  const signIn = params.get('siwx')
  if (signIn === 'required' || signIn === 'optional')
    plugins.push(siwx({ required: signIn === 'required', statement: 'Sign in to the Tip Jar' }))
  // `?names` (or `npm start`'s name service): ENS names on the demo chain (send to tipjar.eth)
  // and, with the secure site, registering <name>.demo.eth. `?names=register` shows the
  // register view without a secure site (a service that is not there; browser tests).
  if (params.has('names') || config.names)
    plugins.push(
      names({
        service:
          config.names ??
          (params.get('names') === 'register'
            ? { url: `${location.origin}/names-down`, parent: 'demo.eth' }
            : undefined),
        ens: {
          chainId: config.networks[0]!.id,
          universalResolver: config.ens.universalResolver as `0x${string}`,
        },
      }),
    )
  // E-mail login when `npm start` runs the secure site (the browser tests' demo does not).
  if (config.secureSiteUrl)
    plugins.unshift(
      email({ secureSiteUrl: config.secureSiteUrl, smartSessions: Boolean(config.smartAccount) }),
    )
  // Social login, with the providers the secure site's operator configured.
  if (config.secureSiteUrl && config.socialProviders?.length)
    plugins.splice(
      1,
      0,
      socials({
        secureSiteUrl: config.secureSiteUrl,
        providers: config.socialProviders as SocialProvider[],
      }),
    )
  return plugins
}
