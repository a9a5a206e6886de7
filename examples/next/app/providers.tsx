'use client'
// The client provider. A module-level `createGangway()` would be one instance for every
// request the server renders; `useState` makes one per request on the server and one per
// page in the browser, both from the same initialState, so they render the same markup.
import { cookieStorage, createGangway, type GangwayInitialState } from 'gangway'
import { GangwayProvider } from 'gangway/react'
import { type ReactElement, type ReactNode, useState } from 'react'
import { gangwayOptions } from './config'

export function Providers(props: {
  initialState: GangwayInitialState | undefined
  rpcUrl: string
  children: ReactNode
}): ReactElement {
  const { initialState, rpcUrl, children } = props
  const [gangway] = useState(() =>
    createGangway({ ...gangwayOptions(rpcUrl), storage: cookieStorage(), initialState }),
  )
  return <GangwayProvider gangway={gangway}>{children}</GangwayProvider>
}
