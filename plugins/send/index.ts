// gangway/send: the eager descriptor only. The send views, the flow and the chain-specific
// transfers are the chain adapters' own, loaded when the visitor first opens WalletSend.
// The name methods moved to the kernel (any plugin and the ConnectButton use them); this
// entry keeps exporting them for hosts that imported them from here.
export {
  type LookupAddressParameters,
  type LookupAddressResult,
  nameMethods,
  type ResolveNameParameters,
  type ResolveNameResult,
} from 'gangway/kernel'
export { type SendPlugin, send } from './send.js'
export {
  initialSendState,
  type SendNft,
  type SendState,
  type SendToken,
  type WalletSendData,
} from './state.js'
