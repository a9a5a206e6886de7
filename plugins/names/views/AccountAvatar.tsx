import { Avatar, useAddressIdentity, type ViewProps } from 'gangway/ui'
import type { ReactElement } from 'react'
import { type AccountSlotData, accountTarget } from './accountSlotData.js'

/** Account's avatar slot: the name's avatar (https or data only), else the address's gradient. */
export default function AccountAvatar({ kernel, data }: ViewProps<AccountSlotData>): ReactElement {
  const identity = useAddressIdentity(kernel, accountTarget(data))
  return identity?.avatar ? (
    <img src={identity.avatar} alt="" data-testid="account-avatar" />
  ) : (
    <Avatar address={data.address} />
  )
}
