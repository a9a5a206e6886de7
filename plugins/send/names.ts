// The name methods are the kernel's (any plugin and the ConnectButton use them); gangway/send
// keeps exporting them for hosts that imported them from here.
export {
  type LookupAddressParameters,
  type LookupAddressResult,
  nameMethods,
  type ResolveNameParameters,
  type ResolveNameResult,
} from 'gangway/kernel'
