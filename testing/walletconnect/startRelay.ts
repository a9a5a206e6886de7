// A local WalletConnect relay for tests: the irn_* JSON-RPC methods the 2.2x clients (the dapp's
// and the wallet's) use, over a `ws` server on 127.0.0.1; no cloud, no project id checked.
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { base58 } from '@scure/base'
import { type WebSocket, WebSocketServer } from 'ws'

/** A message as the relay stores and delivers it. */
export type RelayMessage = { topic: string; message: string; publishedAt: number; tag: number }

export type Relay = {
  /** `ws://127.0.0.1:<port>` */
  url: string
  port: number
  /** Every irn_* / wc_* method call received, in order (for assertions). */
  readonly calls: readonly { method: string; params: unknown }[]
  /** Open client sockets. */
  readonly clients: number
  /** Closes every client socket (a relay drop); the server keeps listening. */
  dropClients(): void
  /** Stops accepting and delivering until `resume()`; new sockets are refused. */
  pause(): void
  resume(): void
  stop(): Promise<void>
}

export type StartRelayParameters = {
  /** Defaults to a free port chosen by the OS. */
  port?: number | undefined
  /** WebSocket ping interval (clients restart after ~35 s without one). Default 10 s. */
  pingInterval?: number | undefined
}

type Request = { id: number | string; jsonrpc: '2.0'; method: string; params?: unknown }
type Client = { socket: WebSocket; clientId: string | undefined; topics: Map<string, string> }

/** How long the mailbox keeps a message when the publisher gives no ttl (seconds). */
const defaultTtl = 300

/** ed25519 public key (hex) from the `did:key` issuer of the auth JWT in the socket URL. */
function clientIdFromUrl(url: string | undefined): string | undefined {
  try {
    const auth = new URL(url ?? '', 'ws://relay').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (!payload) return undefined
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      iss?: string
    }
    const encoded = iss?.replace(/^did:key:z/, '')
    if (!encoded || encoded === iss) return undefined
    // multicodec ed25519-pub (0xed 0x01) + 32 bytes
    return Buffer.from(base58.decode(encoded).slice(2)).toString('hex')
  } catch {
    return undefined
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Starts a relay that speaks the irn protocol: subscribe / unsubscribe / publish (and their
 * batch forms), message fetches, `irn_subscription` delivery, and the `wc_proposeSession` /
 * `wc_approveSession` publish methods, whose sender it subscribes itself. It keeps a
 * mailbox, so a message published before anyone subscribed is delivered on subscribe, and
 * pings every socket.
 *
 * @example
 * const relay = await startRelay()
 * const provider = await UniversalProvider.init({ projectId: 'test', relayUrl: relay.url })
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<Relay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: parameters.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve())
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  const clients = new Set<Client>()
  const mailbox = new Map<string, (RelayMessage & { expires: number })[]>()
  const calls: { method: string; params: unknown }[] = []
  let paused = false
  let nextId = 1

  const subscriptionId = (client: Client, topic: string) =>
    sha256(topic + (client.clientId ?? String(nextId++)))

  function subscribe(client: Client, topic: string): string {
    const existing = client.topics.get(topic)
    if (existing) return existing
    const id = subscriptionId(client, topic)
    client.topics.set(topic, id)
    return id
  }

  function send(client: Client, payload: unknown) {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(payload))
  }

  function deliver(client: Client, message: RelayMessage) {
    const id = client.topics.get(message.topic)
    if (!id) return
    send(client, {
      id: Date.now() * 1000 + (nextId++ % 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id, data: message },
    })
  }

  function pending(topic: string): RelayMessage[] {
    const now = Date.now()
    const list = (mailbox.get(topic) ?? []).filter((m) => m.expires > now)
    mailbox.set(topic, list)
    return list.map(({ expires: _, ...message }) => message)
  }

  function publish(sender: Client, topic: string, message: string, tag: number, ttl: number) {
    const stored = { topic, message, publishedAt: Date.now(), tag }
    const list = mailbox.get(topic) ?? []
    list.push({ ...stored, expires: Date.now() + ttl * 1000 })
    mailbox.set(topic, list)
    for (const client of clients) if (client !== sender) deliver(client, stored)
  }

  function handle(client: Client, request: Request): unknown {
    const params = (request.params ?? {}) as Record<string, unknown>
    const ttl = typeof params.ttl === 'number' ? params.ttl : defaultTtl
    const tag = typeof params.tag === 'number' ? params.tag : 0
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = String(params.topic)
        const id = subscribe(client, topic)
        setTimeout(() => {
          for (const message of pending(topic)) deliver(client, message)
        }, 0)
        return id
      }
      case 'irn_batchSubscribe': {
        const topics = (params.topics as string[] | undefined) ?? []
        const ids = topics.map((topic) => subscribe(client, topic))
        setTimeout(() => {
          for (const topic of topics) for (const message of pending(topic)) deliver(client, message)
        }, 0)
        return ids
      }
      case 'irn_unsubscribe':
        client.topics.delete(String(params.topic))
        return true
      case 'irn_publish':
        publish(client, String(params.topic), String(params.message), tag, ttl)
        return true
      case 'irn_fetchMessages':
        return { messages: pending(String(params.topic)), hasMore: false }
      case 'irn_batchFetchMessages':
        return {
          messages: ((params.topics as string[] | undefined) ?? []).flatMap((t) => pending(t)),
          hasMore: false,
        }
      case 'wc_proposeSession': {
        // The dapp created the pairing without subscribing: the relay does it for the sender.
        const pairingTopic = String(params.pairingTopic)
        subscribe(client, pairingTopic)
        publish(client, pairingTopic, String(params.sessionProposal), 1100, ttl)
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = String(params.pairingTopic)
        const sessionTopic = String(params.sessionTopic)
        subscribe(client, sessionTopic)
        publish(client, pairingTopic, String(params.sessionProposalResponse), 1101, ttl)
        publish(client, sessionTopic, String(params.sessionSettlementRequest), 1102, ttl)
        return true
      }
      default:
        throw Object.assign(new Error(`Method not found: ${request.method}`), { code: -32601 })
    }
  }

  server.on('connection', (socket, request) => {
    if (paused) return socket.close(1013, 'paused')
    const client: Client = { socket, clientId: clientIdFromUrl(request.url), topics: new Map() }
    clients.add(client)
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => clients.delete(client))
    socket.on('message', (raw) => {
      let payload: Request | { id: unknown; result?: unknown; error?: unknown }
      try {
        payload = JSON.parse(raw.toString()) as Request
      } catch {
        return
      }
      if (!('method' in payload) || typeof payload.method !== 'string') return // an ack
      calls.push({ method: payload.method, params: payload.params })
      try {
        send(client, { id: payload.id, jsonrpc: '2.0', result: handle(client, payload) })
      } catch (error) {
        const { code, message } = error as { code?: number; message: string }
        send(client, { id: payload.id, jsonrpc: '2.0', error: { code: code ?? -32000, message } })
      }
    })
  })

  const pinger = setInterval(() => {
    for (const client of clients)
      if (client.socket.readyState === client.socket.OPEN) client.socket.ping()
  }, parameters.pingInterval ?? 10_000)
  pinger.unref()

  function dropClients() {
    for (const client of clients) client.socket.terminate()
    clients.clear()
  }

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    calls,
    get clients() {
      return clients.size
    },
    dropClients,
    pause() {
      paused = true
      dropClients()
    },
    resume() {
      paused = false
    },
    async stop() {
      clearInterval(pinger)
      for (const client of clients) client.socket.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
