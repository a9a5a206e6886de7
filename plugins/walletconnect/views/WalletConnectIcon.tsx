import { Logo } from 'gangway/ui'
import type { ReactElement } from 'react'
// Through the index, like every lazy module (see createWalletConnectController.ts).
import { walletConnectIcon } from '../index.js'

/**
 * The `ConnectorIcon:walletConnect` slot: the icon of the WalletConnect row in Connect and
 * AllWallets, loaded with the first wallet list rather than with the page.
 */
export default function WalletConnectIcon(): ReactElement {
  return <Logo src={walletConnectIcon} name="WalletConnect" />
}
