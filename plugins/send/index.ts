// gangway/send: the eager descriptor only. The send views, the flow and the chain-specific
// senders load through `import()` when the visitor first opens WalletSend.
export {
  type LookupAddressParameters,
  type LookupAddressResult,
  nameMethods,
  type ResolveNameParameters,
  type ResolveNameResult,
} from './names.js'
export { type SendPlugin, send } from './send.js'
export { initialSendState, type SendState, sendNamespaces } from './state.js'
