// The host page of test/e2e/email-solana.spec.ts: only solana() (on the LiteSVM shim) and
// email() against the secure site the spec starts, with the ConnectButton. The e-mail
// account's solana wallet signs through the secure site's frame.
import { createGangway } from 'gangway'
import { cosmos, cosmosHub } from 'gangway/cosmos'
import { email } from 'gangway/email'
import { polkadot, polkadotRelay } from 'gangway/polkadot'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { solana, solanaLocalnet } from 'gangway/solana'
import { createRoot } from 'react-dom/client'

export type EmailSolanaPageConfig = { rpcUrl: string; secureSiteUrl: string }

type SolanaProvider = {
  signMessage(message: string): Promise<Uint8Array>
  signAllTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  signAndSendTransaction(transaction: Uint8Array, options?: SendOptions): Promise<string>
}
type SendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}
type SolanaAdapter = {
  sendTransaction(parameters: {
    connectorId: string
    address: string
    to: string
    value: bigint
  }): Promise<string>
}

/** What the spec reaches through `window.emailSolanaPage`. */
export type EmailSolanaPageWindow = {
  emailSolanaPage: {
    address(): string | undefined
    /** The signature's bytes as a list of numbers. */
    signMessage(message: string): Promise<number[]>
    send(to: string, lamports: string): Promise<string>
    /** Wire transactions in and out as base64. */
    signAll(transactions: string[]): Promise<string[]>
    signAndSend(transaction: string, options: SendOptions): Promise<string>
  }
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

async function main() {
  const config = (await (await fetch('/config.json')).json()) as EmailSolanaPageConfig
  const gangway = createGangway({
    metadata: { name: 'E-mail Solana e2e', url: location.origin },
    chains: [
      solana({ networks: [solanaLocalnet], rpcUrls: { localnet: [config.rpcUrl] } }),
      // ?others: chains whose keys the embedded wallet does not hold (Connect says so).
      ...(new URLSearchParams(location.search).has('others')
        ? [polkadot({ networks: [polkadotRelay] }), cosmos({ networks: [cosmosHub] })]
        : []),
    ],
    plugins: [email({ secureSiteUrl: config.secureSiteUrl })],
  })
  const connection = () => {
    const current = gangway.kernel.connections.get('solana')
    if (!current) throw new Error('not connected')
    return current
  }
  const provider = () => {
    const found = gangway.getProvider('solana') as SolanaProvider | undefined
    if (!found) throw new Error('not connected')
    return found
  }
  const page: EmailSolanaPageWindow['emailSolanaPage'] = {
    address: () => gangway.kernel.connections.get('solana')?.address,
    async signMessage(message) {
      const provider = gangway.getProvider('solana') as SolanaProvider | undefined
      if (!provider) throw new Error('not connected')
      return [...(await provider.signMessage(message))]
    },
    async send(to, lamports) {
      const { connector, address } = connection()
      const adapter = (await gangway.kernel.chains.load('solana')) as unknown as SolanaAdapter
      return adapter.sendTransaction({
        connectorId: connector.id,
        address,
        to,
        value: BigInt(lamports),
      })
    },
    async signAll(transactions) {
      return (await provider().signAllTransactions(transactions.map(fromBase64))).map(toBase64)
    },
    signAndSend: (transaction, options) =>
      provider().signAndSendTransaction(fromBase64(transaction), options),
  }
  Object.assign(window, { emailSolanaPage: page })
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <header>
        <h1>E-mail Solana</h1>
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )
}

void main()
