import type { Kernel } from 'gangway/kernel'
import { useKernelSelector } from 'gangway/ui'
import { useEffect, useState } from 'react'
import { fetchEnabledProviders, knownEnabledProviders } from '../fetchEnabledProviders.js'
import type { SocialProvider } from '../socialProviders.js'

/**
 * What the host listed, less what the secure site does not offer once it has said so. The site
 * is asked once the modal is open (or embedded), never while Connect renders ahead out of sight (issue 35).
 * Until it answers, the buttons are what is already known (this page's answer, or one kept
 * from an earlier page), so they do not shrink under the visitor; with nothing known, the
 * host's list.
 */
export function useOfferedProviders(
  kernel: Kernel,
  { providers, secureSiteUrl }: { providers: readonly SocialProvider[]; secureSiteUrl: string },
): readonly SocialProvider[] {
  const [offered, setOffered] = useState(() => {
    const known = knownEnabledProviders(kernel, secureSiteUrl)
    return known ? providers.filter((provider) => known.has(provider)) : providers
  })
  // An embedded modal is in the page from the start, shown as the host placed it.
  const open =
    useKernelSelector(kernel, { selector: (state) => state.modal.open }) || kernel.options.embedded
  useEffect(() => {
    // Rendered ahead: the HTTP client's code loads now, so the click that opens fetches no code.
    if (!open) {
      void kernel.http.preload?.().catch(() => {})
      return
    }
    let current = true
    void fetchEnabledProviders(kernel, secureSiteUrl).then((enabled) => {
      if (current && enabled) setOffered(providers.filter((provider) => enabled.has(provider)))
    })
    return () => {
      current = false
    }
  }, [kernel, providers, secureSiteUrl, open])
  return offered
}
