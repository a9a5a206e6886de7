import type { Kernel } from 'gangway/kernel'
import { useEffect, useState } from 'react'
import { fetchEnabledProviders } from '../fetchEnabledProviders.js'
import type { SocialProvider } from '../socialProviders.js'

/** What the host listed, less what the secure site does not offer once it has said so. */
export function useOfferedProviders(
  kernel: Kernel,
  providers: readonly SocialProvider[],
  secureSiteUrl: string,
): readonly SocialProvider[] {
  const [offered, setOffered] = useState(providers)
  useEffect(() => {
    let current = true
    void fetchEnabledProviders(kernel, secureSiteUrl).then((enabled) => {
      if (current && enabled) setOffered(providers.filter((provider) => enabled.has(provider)))
    })
    return () => {
      current = false
    }
  }, [kernel, providers, secureSiteUrl])
  return offered
}
