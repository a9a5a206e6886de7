import { truncateAddress, useAddressIdentity, type ViewProps } from 'gangway/ui'
import type { ReactElement } from 'react'
import { type AccountSlotData, accountTarget } from './accountSlotData.js'

/** Account's name slot: the primary name, else the truncated address. */
export default function AccountName({ kernel, data }: ViewProps<AccountSlotData>): ReactElement {
  const identity = useAddressIdentity(kernel, accountTarget(data))
  return <span data-testid="account-name">{identity?.name ?? truncateAddress(data.address)}</span>
}
