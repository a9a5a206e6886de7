// gangway/names: the eager descriptor and its types only. Reading ENS (viem's ENS actions),
// the name service's client and the views load on first use. The errors they throw are not
// exported here (each would cost every host bytes up front): narrow on `error.code` —
// INVALID_NAME (ENSIP-15, 'Invalid name: <reason>'), INVALID_CHAIN_ID ('Invalid chainId'),
// RESOLVE_NAME_FAILED ('Error resolving name'), NAME_SUGGESTIONS_FAILED ('Error fetching name
// suggestions'), NAMES_FOR_ADDRESS_FAILED ('Error fetching names for address'),
// REGISTER_NAME_FAILED ('Error registering name {name}', or the service's description).
export { type NamesPlugin, names } from './names.js'
export type {
  HostedNameService,
  NameProfile,
  NameService,
  NamesOptions,
  SignedNameRequest,
} from './types.js'
