import type { Page } from '@playwright/test'
import type { WalletConnectTestWallet } from 'gangway/testing/walletconnect'
import {
  type ReadWalletConnectUriParameters,
  readWalletConnectUri,
} from './readWalletConnectUri.js'

export type ScanQrCodeParameters = ReadWalletConnectUriParameters & {
  /** The WalletConnect test wallet that "scans" (the `walletConnect` fixture). */
  wallet: WalletConnectTestWallet
}

/**
 * The visitor scans the dapp's QR code with their phone: the WalletConnect test wallet pairs
 * with the URI the page shows (read through its copy-link button) and approves the session.
 *
 * @param page The dapp's page, showing its WalletConnect QR code.
 * @param parameters The wallet, and the copy button when it is not named /copy link/i.
 * @returns The session's topic, once the wallet has approved it.
 * @example
 * await page.getByRole('button', { name: 'WalletConnect' }).click()
 * await scanQrCode(page, { wallet: walletConnect })
 */
export async function scanQrCode(page: Page, parameters: ScanQrCodeParameters): Promise<string> {
  return parameters.wallet.pair(await readWalletConnectUri(page, parameters))
}
