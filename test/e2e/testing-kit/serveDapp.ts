// Serves the plain EIP-6963 dapp of the kit's tests on a free loopback port: `/` the dapp,
// `/wrong/<mistake>` the same dapp with a deliberate mistake (dapp.js lists them); `/solana` and
// `/bitcoin` a plain Wallet Standard dapp (standardDapp.js); `/unisat` a plain UniSat dapp.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The deliberate mistakes the wrong dapp can make. */
export const mistakes = [
  'ignores-chain-changed',
  'hides-rejection',
  'no-waiting-state',
  'assumes-chain',
] as const

export type ServedDapp = { url: string; close(): Promise<void> }

export async function serveDapp(): Promise<ServedDapp> {
  const html = readFileSync(new URL('./dapp.html', import.meta.url), 'utf8')
  const script = readFileSync(new URL('./dapp.js', import.meta.url), 'utf8')
  const standardHtml = readFileSync(new URL('./standardDapp.html', import.meta.url), 'utf8')
  const standardScript = readFileSync(new URL('./standardDapp.js', import.meta.url), 'utf8')
  const unisatHtml = readFileSync(new URL('./unisatDapp.html', import.meta.url), 'utf8')
  const unisatScript = readFileSync(new URL('./unisatDapp.js', import.meta.url), 'utf8')
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const body =
      path === '/dapp.js'
        ? script
        : path === '/unisatDapp.js'
          ? unisatScript
          : path === '/unisat'
            ? unisatHtml
            : path === '/standardDapp.js'
              ? standardScript
              : path === '/solana' || path === '/bitcoin'
                ? standardHtml.replace('data-namespace=""', `data-namespace="${path.slice(1)}"`)
                : path === '/'
                  ? html
                  : mistakes.find((mistake) => path === `/wrong/${mistake}`)
                    ? html.replace(
                        'data-mistake=""',
                        `data-mistake="${path.slice('/wrong/'.length)}"`,
                      )
                    : undefined
    if (body === undefined) {
      response.writeHead(404).end()
      return
    }
    response
      .writeHead(200, {
        'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'; script-src 'self'; connect-src 'self'",
      })
      .end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
