// `npm start`: local chains, test contracts, the demo page and its Demo Wallet. Ctrl-C stops all.
import { register } from 'tsx/esm/api'

register()
const { startDemo } = await import('../demo/server.ts')

const port = process.env.PORT ? Number(process.env.PORT) : undefined
const demo = await startDemo({ port, secureSite: true, log: (line) => console.log(`  ${line}`) })
console.log(`
  Gangway demo is running:  ${demo.url}

  Chains:  ${demo.config.networks.map((n) => `${n.name} (${n.id}) ${n.rpcUrl}`).join('\n           ')}
  The "Demo Wallet" in the page signs with anvil's first development key (test funds only).${
    demo.config.secureSiteUrl
      ? `
  E-mail login: the secure site runs at ${demo.config.secureSiteUrl}; read the codes at
           ${demo.config.secureSiteUrl}/dev/inbox`
      : ''
  }
  Press Ctrl-C to stop.
`)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  console.log('\n  stopping…')
  await demo.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
