// A wallet directory speaking SPEC §7 (`GET /getWallets`, `GET /getWalletImage/{id}`) on a
// real local HTTP server: the unit tests start it on a free port, the demo mounts it at
// /directory for the browser tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DirectoryWallet } from '../../kernel/index.js'
import { queryWallets } from '../../ui-shell/directory/index.js'

const words = [
  'Aurora',
  'Beacon',
  'Cobalt',
  'Drift',
  'Ember',
  'Fjord',
  'Garnet',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Pebble',
  'Quartz',
  'Ripple',
  'Summit',
  'Tundra',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
]

/**
 * A remote directory's list: `count` generated wallets ("Aurora Wallet", "Beacon Wallet 2"…,
 * eip155 or solana), plus a hidden entry (`walletconnect`), a "Trust Wallet" and the Demo
 * Wallet under a remote id (rdns `dev.gangway.demo`) to check installed-wallet matching.
 */
export function remoteWallets(count = 90): DirectoryWallet[] {
  const generated = Array.from({ length: count }, (_, index) => {
    const word = words[index % words.length]!
    const round = Math.floor(index / words.length)
    const id = `remote-${String(index + 1).padStart(3, '0')}`
    return {
      id,
      name: `${word} Wallet${round ? ` ${round + 1}` : ''}`,
      image_id: id,
      rdns: null,
      chains: index % 5 === 4 ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
      mobile_link: `${word.toLowerCase()}://`,
      desktop_link: null,
      webapp_link: null,
      homepage: `https://${word.toLowerCase()}.example`,
    }
  })
  return [
    {
      id: 'walletconnect',
      name: 'WalletConnect',
      image_id: 'walletconnect',
      chains: ['eip155:1'],
    },
    { id: 'remote-trust', name: 'Trust Wallet', image_id: 'remote-trust', chains: ['eip155:1'] },
    {
      id: 'remote-demo',
      name: 'Demo Wallet',
      image_id: 'remote-demo',
      rdns: 'dev.gangway.demo',
      chains: ['eip155:1'],
    },
    ...generated,
  ]
}

function imageSvg(id: string): string {
  const hue = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="hsl(${hue} 70% 45%)"/><path d="M18 22h28v20H18z" fill="#fff" opacity=".9"/></svg>`
}

export type DirectoryHandlerParameters = {
  wallets?: readonly DirectoryWallet[] | undefined
  /** Image ids answered only after this many milliseconds. */
  slowImages?: { ids: readonly string[]; delay: number } | undefined
  /** Every `/getWallets` answers this way instead (500, a bad shape, a hang). */
  failure?: 'status' | 'shape' | 'hang' | undefined
}

export type DirectoryRequest = { path: string; query: Record<string, string> }

/**
 * A request handler for `<base>/getWallets` and `<base>/getWalletImage/{id}`; returns false
 * for other paths. `requests` records what clients asked.
 */
export function createDirectoryHandler(
  base: string,
  parameters: DirectoryHandlerParameters = {},
): {
  handle(request: IncomingMessage, response: ServerResponse): boolean
  requests: DirectoryRequest[]
} {
  const wallets = parameters.wallets ?? remoteWallets()
  const requests: DirectoryRequest[] = []
  const split = (value: string | undefined) => (value ? value.split(',') : undefined)
  return {
    requests,
    handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (!url.pathname.startsWith(`${base}/`)) return false
      const path = url.pathname.slice(base.length)
      const query = Object.fromEntries(url.searchParams)
      requests.push({ path, query })
      const headers = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' }
      if (path === '/getWallets') {
        if (parameters.failure === 'hang') return true
        if (parameters.failure === 'status') {
          response.writeHead(500, headers).end('directory down')
          return true
        }
        const body =
          parameters.failure === 'shape'
            ? { wallets: [{ title: 'not a wallet' }], total: '3' }
            : queryWallets(wallets, {
                page: Number(query.page ?? 1),
                entries: Number(query.entries ?? 40),
                search: query.search,
                include: split(query.include),
                exclude: split(query.exclude),
                chains: split(query.chains),
              })
        response.writeHead(200, { ...headers, 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
        return true
      }
      const image = /^\/getWalletImage\/([^/]+)$/.exec(path)
      if (image) {
        const id = decodeURIComponent(image[1]!)
        const send = () => {
          if (response.destroyed) return
          response.writeHead(200, { ...headers, 'content-type': 'image/svg+xml' })
          response.end(imageSvg(id))
        }
        const slow = parameters.slowImages
        if (slow?.ids.includes(id)) setTimeout(send, slow.delay)
        else send()
        return true
      }
      response.writeHead(404, headers).end('not found')
      return true
    },
  }
}

/** Starts the directory on a free local port. */
export async function startDirectoryServer(parameters: DirectoryHandlerParameters = {}): Promise<{
  url: string
  requests: DirectoryRequest[]
  stop(): Promise<void>
}> {
  const handler = createDirectoryHandler('', parameters)
  const server = createServer((request, response) => {
    if (!handler.handle(request, response)) response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: handler.requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
