import type { EmbeddedWallet } from 'gangway/embedded'
import { useEffect, useState } from 'react'

/** Seconds until the e-mail may be sent again (SPEC §5 throttle), ticking down. */
export function useThrottle(wallet: EmbeddedWallet | undefined): [number, () => void] {
  const [left, setLeft] = useState(0)
  const [tick, setTick] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts after a resend
  useEffect(() => {
    if (!wallet) return
    const update = () => setLeft(wallet.throttleRemaining())
    update()
    const timer = setInterval(update, 1000)
    return () => clearInterval(timer)
  }, [wallet, tick])
  return [left, () => setTick((n) => n + 1)]
}
