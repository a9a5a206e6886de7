import type { Gangway } from 'gangway'
import { getSiwx } from 'gangway/siwx'
import { useEffect, useState } from 'react'

/** Whether the current account has a sign-in session; `undefined` without the siwx plugin. */
export function useSignedIn(gangway: Gangway): boolean | undefined {
  const [signedIn, setSignedIn] = useState<boolean>()
  useEffect(() => {
    let signIn: ReturnType<typeof getSiwx>
    try {
      signIn = getSiwx(gangway.kernel)
    } catch {
      return // 'SIWX is not enabled': the page was opened without ?siwx=
    }
    let live = true
    const read = () =>
      void signIn
        .getSession()
        .then((session) => live && setSignedIn(Boolean(session)))
        .catch(() => live && setSignedIn(false))
    read()
    const stop = gangway.kernel.store.subscribeAll(read)
    return () => {
      live = false
      stop()
    }
  }, [gangway])
  return signedIn
}
