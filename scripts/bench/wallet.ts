// Injected before the page's scripts, as a browser extension would be: gangway/testing's wallet,
// named as the Demo Wallet.
import { createTestWallet } from 'gangway/testing'

const rpcUrl = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'
createTestWallet({
  rpcUrl,
  chainId: 31337,
  info: { name: 'Demo Wallet', rdns: 'dev.gangway.demo' },
}).announce()
