// The components and helpers ui-shell lends to plugin views (ARCHITECTURE: "plugins may use
// ui-shell components"). Plugins import them through ui-shell's index.ts.
export { Icon, type IconName, Spinner } from '../components/icons.js'
export { Logo, type LogoProps } from '../components/Logo.js'
export { type BalanceSnapshot, type BalanceTarget, getBalanceTracker } from '../shared/balances.js'
export { formatAmount, truncateAddress } from '../shared/format.js'
export { useBalances } from '../shared/hooks.js'
export { createPluginText, type PluginMessages, type PluginText } from './createPluginText.js'
export { createQrMatrix, maxQrVersion, type QrMatrix } from './createQrMatrix.js'
export { QrCode, type QrCodeProps } from './QrCode.js'
export { useStyles } from './useStyles.js'
