// The bench's host page with every plugin on (issue 35): host.tsx's page and button, with
// e-mail, socials, send, receive, swap, names, history, onramp, siwx, three chains and
// WalletConnect. Nothing may leave the page before the first click: the secure site, the relay
// and the onramp are addresses nothing answers, and the bench counts what the page fetches.
import { createRoot } from 'react-dom/client'
import { bip122, bitcoin } from '../../chains/bip122/index.js'
import { defineNetwork, eip155 } from '../../chains/eip155/index.js'
import { solana, solanaMainnet } from '../../chains/solana/index.js'
import { createGangway } from '../../index.js'
import { email } from '../../plugins/email/index.js'
import { history } from '../../plugins/history/index.js'
import { names } from '../../plugins/names/index.js'
import { coinbase, onramp } from '../../plugins/onramp/index.js'
import { receive } from '../../plugins/receive/index.js'
import { send } from '../../plugins/send/index.js'
import { siwx } from '../../plugins/siwx/index.js'
import { socials } from '../../plugins/socials/index.js'
import { swap } from '../../plugins/swap/index.js'
import { GangwayProvider } from '../../ui-shell/react/index.js'

const rpcUrl = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'
const local = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})
// Asked only once the visitor acts (never in the bench): a port nothing listens on.
const secureSiteUrl = 'http://127.0.0.1:9'
performance.mark('gangway:start')
const gangway = createGangway({
  metadata: { name: 'Bench' },
  chains: [
    eip155({ networks: [local] }),
    solana({ networks: [solanaMainnet] }),
    bip122({ networks: [bitcoin] }),
  ],
  plugins: [
    email({ secureSiteUrl }),
    socials({ secureSiteUrl, providers: ['google', 'github', 'apple'] }),
    send(),
    receive(),
    swap(),
    names(),
    history(),
    onramp({ providers: [coinbase({ appId: 'bench' })] }),
    siwx(),
  ],
  walletConnect: { projectId: 'bench', relayUrl: 'ws://127.0.0.1:9' },
})
performance.measure('createGangway', 'gangway:start')

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <button type="button" onClick={() => void gangway.open()}>
      Connect
    </button>
  </GangwayProvider>,
)
