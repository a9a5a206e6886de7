// gangway/send: the eager descriptor only. The send views, the flow and the chain-specific
// transfers are the chain adapters' own, loaded when the visitor first opens WalletSend.
export {
  type LookupAddressParameters,
  type LookupAddressResult,
  nameMethods,
  type ResolveNameParameters,
  type ResolveNameResult,
} from './names.js'
export { type SendPlugin, send } from './send.js'
export { initialSendState, type SendState } from './state.js'
