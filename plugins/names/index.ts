// gangway/names: the eager descriptor and its types only. Reading ENS (viem's ENS actions),
// the name service's client and the views load on first use.
export {
  InvalidNameError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './errors.js'
export { type NamesPlugin, names } from './names.js'
export type {
  HostedNameService,
  NameProfile,
  NameService,
  NamesOptions,
  SignedNameRequest,
} from './types.js'
