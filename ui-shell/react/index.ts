// gangway/react: thin hooks over the kernel store and a ConnectButton. No side effects on import.
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export { GangwayProvider, type GangwayProviderProps } from './context.js'
export { GangwayProviderMissingError } from './errors.js'
export {
  type UseAccountReturnType,
  type UseGangwayReturnType,
  type UseNetworkReturnType,
  useAccount,
  useConnections,
  useGangway,
  useGangwayEvent,
  useNetwork,
} from './hooks.js'
