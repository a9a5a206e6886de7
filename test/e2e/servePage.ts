// A small host page for a browser test that needs its own chain stand-in (LiteSVM, Esplora):
// the page's script bundled with esbuild and served, with a strict CSP, on a free port.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export type ServePageParameters = {
  /** The page script: a file, or TypeScript source resolved from test/e2e/. */
  script: { path: string } | { contents: string }
  /** The page's HTML; it must load `/page.js` as a module. */
  html: string
  /** Served as `/config.json` (no inline script under the CSP). */
  config: unknown
  /** Origins the page may reach besides its own (RPC, WebSocket, Esplora). */
  connectSrc: readonly string[]
  /** Origins the page may frame (an embedded wallet's secure site). */
  frameSrc?: readonly string[] | undefined
}

export type ServedPage = { url: string; close(): Promise<void> }

const here = fileURLToPath(new URL('.', import.meta.url))

/** Bundles and serves a test page: no inline script or style, no eval, only `connectSrc`. */
export async function servePage(parameters: ServePageParameters): Promise<ServedPage> {
  const { script } = parameters
  const result = await build({
    ...('path' in script
      ? { entryPoints: [script.path] }
      : { stdin: { contents: script.contents, resolveDir: here, loader: 'ts' as const } }),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/bundle',
    entryNames: 'page',
    jsx: 'automatic',
    target: 'es2022',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const files = new Map(
    result.outputFiles.map((file) => [file.path.replace('/bundle', ''), file.contents]),
  )
  const config = JSON.stringify(parameters.config)
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${parameters.connectSrc.join(' ')}`,
    `frame-src ${parameters.frameSrc?.length ? parameters.frameSrc.join(' ') : "'self'"}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const send = (body: string | Uint8Array, type: string) =>
      response
        .writeHead(200, {
          'content-type': type,
          'content-security-policy': csp,
          'cache-control': 'no-store',
        })
        .end(body)
    if (path === '/') return send(parameters.html, 'text/html; charset=utf-8')
    if (path === '/config.json') return send(config, 'application/json')
    const file = files.get(path)
    if (file) return send(file, 'text/javascript; charset=utf-8')
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
