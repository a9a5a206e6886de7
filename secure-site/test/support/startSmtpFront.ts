import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'

/**
 * How the front behaves: `forward` relays to a real SMTP server; `refused` listens on nothing
 * (connections are refused); `silent` accepts and never greets; `stall` greets, then never
 * answers a command.
 */
export type SmtpFrontMode = 'forward' | 'refused' | 'silent' | 'stall'

/** An SMTP address on a fixed loopback port whose server misbehaves on demand. */
export type SmtpFront = {
  /** SMTP_URL for the service. */
  url: string
  /** Connections accepted and still open in `silent` or `stall` mode. */
  readonly held: number
  /** Switches the behaviour; open connections end, so the next mail connects anew. */
  setMode(mode: SmtpFrontMode): Promise<void>
  close(): Promise<void>
}

/**
 * Starts a front for the SMTP server at `upstreamPort` (the sink), in `forward` mode.
 *
 * @param upstreamPort - Where `forward` relays to.
 */
export async function startSmtpFront(upstreamPort: number): Promise<SmtpFront> {
  let mode: SmtpFrontMode = 'forward'
  const sockets = new Set<Socket>()
  const held = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => {
      sockets.delete(socket)
      held.delete(socket)
    })
    if (mode === 'forward') {
      const upstream = connect(upstreamPort, '127.0.0.1')
      upstream.on('error', () => socket.destroy())
      socket.on('close', () => upstream.destroy())
      upstream.on('close', () => socket.destroy())
      socket.pipe(upstream).pipe(socket)
      return
    }
    held.add(socket)
    if (mode === 'stall') socket.write('220 stalling.example ESMTP\r\n')
    // Whatever the client sends is read and never answered.
    socket.resume()
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(0)
  const { port } = server.address() as AddressInfo
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))

  return {
    url: `smtp://127.0.0.1:${port}`,
    get held() {
      return held.size
    },
    async setMode(next) {
      const wasListening = mode !== 'refused'
      mode = next
      for (const socket of sockets) socket.destroy()
      if (next === 'refused' && wasListening) await stopListening()
      if (next !== 'refused' && !wasListening) await listen(port)
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      if (mode !== 'refused') await stopListening()
    },
  }
}
