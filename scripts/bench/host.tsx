// The bench's host page: the page without Gangway (react-only.tsx) plus only createGangway
// (eip155 with injected wallets) and GangwayProvider; the host's own button opens Gangway's
// modal. The wallet arrives like an extension (an init script).
import { createRoot } from 'react-dom/client'
import { defineNetwork, eip155 } from '../../chains/eip155/index.js'
import { createGangway } from '../../index.js'
import { GangwayProvider } from '../../ui-shell/react/index.js'

const rpcUrl = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'
const local = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})
// Marks for `node scripts/bench-trace.mjs`: how long the instance takes to start, in the page.
performance.mark('gangway:start')
const gangway = createGangway({
  metadata: { name: 'Bench' },
  chains: [eip155({ networks: [local] })],
})
performance.measure('createGangway', 'gangway:start')

createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <button type="button" onClick={() => void gangway.open()}>
      Connect
    </button>
  </GangwayProvider>,
)
