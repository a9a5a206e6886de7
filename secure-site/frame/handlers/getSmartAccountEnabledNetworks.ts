import { readSmartNetworks } from '../login/siteNetworks.js'
import type { Handler } from './handler.js'

/** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chains the operator gave smart accounts. */
export const getSmartAccountEnabledNetworks: Handler<
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
> = async () => ({
  smartAccountEnabledNetworks: (await readSmartNetworks()).map((n) => n.chainId),
})
