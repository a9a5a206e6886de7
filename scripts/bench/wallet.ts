// Injected before the page's scripts, as a browser extension would be: the Demo Wallet.
import { createTestWallet } from '../../test/support/eip1193Wallet.js'

const rpcUrl = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'
createTestWallet({ rpcUrl, chainId: 31337 }).announce()
