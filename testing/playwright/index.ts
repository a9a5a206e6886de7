// gangway/testing/playwright: Playwright fixtures and a visitor's helpers over the test
// wallets of gangway/testing. Needs `@playwright/test` (a peer dependency) and runs in Node.
export { expect } from '@playwright/test'
export { approve, type ConnectParameters, connect, reject } from './connect.js'
export { getFreePort } from './getFreePort.js'
export { installStandardWallet } from './installStandardWallet.js'
export { type InstallTestWalletOptions, installTestWallet } from './installTestWallet.js'
export { installUnisatWallet } from './installUnisatWallet.js'
export {
  type ReadWalletConnectUriParameters,
  readWalletConnectUri,
} from './readWalletConnectUri.js'
export { type ScanQrCodeParameters, scanQrCode } from './scanQrCode.js'
export { type AnvilNode, type StartAnvilParameters, startAnvil } from './startAnvil.js'
export { type TestChain, type TestingFixtures, type TestingWorkerFixtures, test } from './test.js'
