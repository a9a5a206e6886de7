import type { Gangway } from 'gangway'
import { createContext, createElement, type ReactElement, type ReactNode, useContext } from 'react'
import { GangwayProviderMissingError } from './errors.js'

export const GangwayContext = createContext<Gangway | null>(null)

export type GangwayProviderProps = { gangway: Gangway; children?: ReactNode }

/**
 * Makes a Gangway instance available to the hooks and `ConnectButton` below it.
 *
 * @example
 * <GangwayProvider gangway={gangway}><App /></GangwayProvider>
 */
export function GangwayProvider({ gangway, children }: GangwayProviderProps): ReactElement {
  return createElement(GangwayContext.Provider, { value: gangway }, children)
}

/** The instance from the nearest `GangwayProvider`; throws with a fix when there is none. */
export function useGangwayInstance(): Gangway {
  const gangway = useContext(GangwayContext)
  if (!gangway) throw new GangwayProviderMissingError()
  return gangway
}
