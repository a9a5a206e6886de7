// gangway/ui: the plugin kit. What a plugin's views need from the modal, first-party or not:
// the view props, icons, images, CSP-safe styles, translations, state hooks, the QR code and
// the slot names. Everything here renders inside the modal's shadow root and its theme.

export { Avatar } from '../components/Avatar.js'
export { Icon, type IconName, Spinner } from '../components/icons.js'
export { Logo, type LogoProps } from '../components/Logo.js'
export type { MessageValues, Translate } from '../i18n/index.js'
export {
  type BalanceSnapshot,
  type BalanceTarget,
  getBalanceTracker,
  refreshBalances,
} from '../shared/balances.js'
export { formatAmount, truncateAddress } from '../shared/format.js'
export { shallowEqual, useBalances } from '../shared/hooks.js'
export {
  type AfterInputSettlesParameters,
  afterInputSettles,
  inputSettleDelay,
} from './afterInputSettles.js'
export { createPluginText, type PluginMessages, type PluginText } from './createPluginText.js'
export { createQrMatrix, maxQrVersion, type QrMatrix } from './createQrMatrix.js'
export { type DescribeErrorOptions, describeError } from './describeError.js'
export { type FormatPercentOptions, formatPercent } from './formatPercent.js'
export { isUserRejection } from './isUserRejection.js'
export {
  type CatalogueModules,
  type LazyCataloguesOptions,
  lazyCatalogues,
} from './lazyCatalogues.js'
export { QrCode, type QrCodeProps } from './QrCode.js'
export { accountBalanceSlot, connectMethodSlot, connectorIconSlot, slots } from './slots.js'
export { TransactionPreview, type TransactionPreviewProps } from './TransactionPreview.js'
export { type AddressIdentityTarget, useAddressIdentity } from './useAddressIdentity.js'
export { type Announce, type Politeness, useAnnounce } from './useAnnounce.js'
export { useInitialFocus } from './useInitialFocus.js'
export { useConnection, useKernelSelector } from './useKernelSelector.js'
export { useSlice } from './useSlice.js'
export { useStyles } from './useStyles.js'
export type { ViewProps } from './ViewProps.js'
