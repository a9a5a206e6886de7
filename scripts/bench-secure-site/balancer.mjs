import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, waitForPort } from './ports.mjs'

/** haproxy's version where it is installed and wanted (not `nodeBalancer`), else undefined. */
export function detectHaproxy({ nodeBalancer }) {
  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' })
  return haproxy.status === 0 && !nodeBalancer
    ? /HAProxy version (\S+)/.exec(haproxy.stdout)?.[1]
    : undefined
}

/**
 * haproxy when `haproxyVersion` says it is there (its process added to `started`), else a Node
 * TCP round-robin balancer (no health checks), in front of the instances on `ports`.
 */
export async function startBalancer(ports, { haproxyVersion, started }) {
  const port = await freePort()
  if (haproxyVersion) {
    const folder = await mkdtemp(join(tmpdir(), 'gangway-bench-haproxy-'))
    const config = join(folder, 'haproxy.cfg')
    await writeFile(
      config,
      `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 3s
  retries 2
  option redispatch
frontend site
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option forwardfor
  option httpchk GET /readyz
${ports.map((instancePort, index) => `  server i${index + 1} 127.0.0.1:${instancePort} check inter 1s fall 2 rise 2`).join('\n')}
`,
    )
    const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] })
    started.push(child)
    await waitForPort(port)
    return {
      url: `http://127.0.0.1:${port}`,
      async stop() {
        const gone = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await gone
        await rm(folder, { recursive: true, force: true })
      },
    }
  }
  // Round robin; a refused connection (an instance that died) goes to the next instance.
  let next = 0
  const server = createServer((client) => {
    client.pause()
    client.on('error', () => client.destroy())
    const attempt = (tries) => {
      const upstream = connect(ports[next++ % ports.length], '127.0.0.1')
      upstream.once('connect', () => {
        client.pipe(upstream).pipe(client)
        client.resume()
        upstream.on('error', () => client.destroy())
        client.on('close', () => upstream.destroy())
      })
      upstream.once('error', () => {
        if (upstream.connecting && tries + 1 < ports.length) attempt(tries + 1)
        else client.destroy()
      })
    }
    attempt(0)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
