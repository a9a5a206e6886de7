// An example wagmi host: its data layer is wagmi (useAccount, useConnect, useWriteContract…),
// its connect UI is Gangway's. It reads its chain and token from /config.json and exposes the
// instances as `window.wagmiHost` for a test or a console.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createGangway, type Gangway } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { gangwayConnector } from 'gangway/wagmi'
import { createRoot } from 'react-dom/client'
import { type Address, defineChain, erc20Abi, formatUnits } from 'viem'
import {
  type Config,
  createConfig,
  http,
  useAccount,
  useConnect,
  useDisconnect,
  useReadContract,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'

/** What the host reads from /config.json. */
export type WagmiHostConfig = {
  rpcUrl: string
  chainId: number
  /** An ERC-20 with 6 decimals the visitor can send from. */
  token: Address
  /** Who receives what the visitor sends. */
  receiver: Address
}

/** What the host exposes on `window`. */
export type WagmiHostWindow = { wagmiHost: { gangway: Gangway; config: Config } }

function App(props: { token: Address; receiver: Address }) {
  const { token, receiver } = props
  const account = useAccount()
  const { connect, connectors, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { writeContract, data: hash, error: writeError, isPending } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash, pollingInterval: 250 })
  const received = useReadContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [receiver],
    query: { refetchInterval: receipt.data ? false : 1_000 },
  })
  return (
    <main>
      <header>
        <h1>wagmi host</h1>
        <ConnectButton />
      </header>
      <dl>
        <dt>wagmi status</dt>
        <dd data-testid="wagmi-status">{account.status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="wagmi-address">{account.address ?? '—'}</dd>
        <dt>wagmi chain</dt>
        <dd data-testid="wagmi-chain">{account.chainId ?? '—'}</dd>
        <dt>Receiver's balance</dt>
        <dd data-testid="received">
          {received.data === undefined ? '—' : formatUnits(received.data, 6)}
        </dd>
      </dl>
      {account.status === 'connected' ? (
        <>
          <button
            type="button"
            disabled={isPending}
            onClick={() =>
              writeContract({
                address: token,
                abi: erc20Abi,
                functionName: 'transfer',
                args: [receiver, 1_000_000n],
              })
            }
          >
            Send 1 token with useWriteContract
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect with wagmi
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => connect({ connector: connectors.find((c) => c.id === 'gangway')! })}
        >
          Connect with wagmi
        </button>
      )}
      <p data-testid="receipt">{receipt.data?.status ?? (hash ? 'pending' : '')}</p>
      <p role="alert">{connectError?.name ?? writeError?.name ?? ''}</p>
    </main>
  )
}

async function main() {
  const settings = (await (await fetch('/config.json')).json()) as WagmiHostConfig
  const chain = {
    id: settings.chainId,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
    testnet: true,
  } as const
  const gangway = createGangway({
    metadata: { name: 'wagmi host example', url: location.origin },
    chains: [eip155({ networks: [defineNetwork(chain)] })],
  })
  const wagmiChain = defineChain(chain)
  const config = createConfig({
    chains: [wagmiChain],
    connectors: [gangwayConnector({ gangway })],
    // Gangway discovers the wallets (EIP-6963) and lists them in its modal; wagmi needs no
    // connector of its own per wallet.
    multiInjectedProviderDiscovery: false,
    transports: { [wagmiChain.id]: http(settings.rpcUrl) },
  })
  Object.assign(window, { wagmiHost: { gangway, config } } satisfies WagmiHostWindow)
  createRoot(document.getElementById('root')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <GangwayProvider gangway={gangway}>
          <App token={settings.token} receiver={settings.receiver} />
        </GangwayProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

void main()
