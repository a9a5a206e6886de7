import { useEffect, useRef } from 'react'
import { useUi } from '../context.js'

export type UseAnnounceConnectedParameters = {
  /** Some namespace has a current connection. */
  connected: boolean
  /** Open, or embedded. */
  visible: boolean
}

/**
 * "Connected" is said here, once, whatever connected (a wallet, e-mail, a social login,
 * Farcaster): the view that started it is already gone when the kernel shows Account.
 */
export function useAnnounceConnected({ connected, visible }: UseAnnounceConnectedParameters): void {
  const { t, announcer } = useUi()
  const wasConnected = useRef(connected)
  useEffect(() => {
    if (connected && !wasConnected.current && visible)
      announcer.announce(t('ConnectingExternal.connected'))
    wasConnected.current = connected
  }, [connected, visible, announcer, t])
}
