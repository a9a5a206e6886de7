import { Avatar, type ViewProps } from 'gangway/ui'
import type { ReactElement } from 'react'
import { type AccountSlotData, useIdentity } from './useIdentity.js'

/** Account's avatar slot: the name's avatar (https or data only), else the address's gradient. */
export default function AccountAvatar({ kernel, data }: ViewProps<AccountSlotData>): ReactElement {
  const identity = useIdentity(kernel, data)
  return identity?.avatar ? (
    <img src={identity.avatar} alt="" data-testid="account-avatar" />
  ) : (
    <Avatar address={data.address} />
  )
}
