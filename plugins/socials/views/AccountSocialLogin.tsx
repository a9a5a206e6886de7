import { loadEmbeddedWallet } from 'gangway/embedded'
import type { Namespace } from 'gangway/kernel'
import type { ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useState, useSyncExternalStore } from 'react'
import { getSocialLogin, subscribeSocialLogin } from '../socialLoginState.js'
import { socialStorageKeys } from '../socialStorageKeys.js'
import { ProviderLogo, providerNames } from './ProviderLogo.js'
import { useSocialsView } from './useSocialsView.js'

/**
 * Account's login line (SPEC §3 stored social provider and username): the provider's mark
 * and the username it gave, for the embedded wallet of a social login; nothing otherwise.
 */
export function AccountSocialLogin(
  props: ViewProps<{ namespace?: Namespace } | undefined>,
): ReactElement | null {
  const { kernel, data } = props
  const { root, text } = useSocialsView(props)
  // The provider is stored once the login finished, which may be just after Account showed:
  // the login state's last change (to idle) re-reads it.
  useSyncExternalStore(
    (listener) => subscribeSocialLogin(kernel, listener),
    () => getSocialLogin(kernel),
    () => getSocialLogin(kernel),
  )
  const provider = kernel.storage.get(socialStorageKeys.connectedSocialProvider)
  const connection = data?.namespace ? kernel.connections.get(data.namespace) : undefined
  const embedded = connection?.connector.type === 'AUTH'
  const [username, setUsername] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!embedded || !provider) return
    let live = true
    void loadEmbeddedWallet(kernel)
      .then((wallet) => {
        if (live) setUsername(wallet.user?.username ?? null)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [kernel, embedded, provider])
  if (!embedded || !provider) return null
  const name = providerNames[provider]
  return (
    <div
      ref={root}
      className="gw-account-social"
      data-testid="account-social"
      data-social={provider}
    >
      <ProviderLogo provider={provider} />
      <span>
        {username
          ? text('socials.signedInAs', { provider: name, username })
          : text('socials.signedInWith', { provider: name })}
      </span>
    </div>
  )
}
