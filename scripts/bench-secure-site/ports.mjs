import { connect, createServer } from 'node:net'

/** A loopback port nothing listens on at the moment. */
export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Waits until something listens on the loopback `port`, 10 s at most. */
export async function waitForPort(port) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
