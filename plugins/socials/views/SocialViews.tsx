import { loginErrorText } from 'gangway/embedded'
import type { Kernel } from 'gangway/kernel'
import { Spinner, useAnnounce, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useSyncExternalStore } from 'react'
import { startFarcasterLogin } from '../runFarcasterLogin.js'
import { startSocialLogin } from '../runSocialLogin.js'
import { getSocialLogin, subscribeSocialLogin } from '../socialLoginState.js'
import type { SocialProvider } from '../socialProviders.js'
import { AccountSocialLogin } from './AccountSocialLogin.js'
import { ConnectingFarcaster } from './ConnectingFarcaster.js'
import type { SocialsText } from './messages.js'
import { ProviderLogo, providerNames } from './ProviderLogo.js'
import { useOfferedProviders } from './useOfferedProviders.js'
import { useSocialsView } from './useSocialsView.js'

/** The first provider is a wide button; this many more fit beside each other as icons. */
const iconsInRow = 4

function start(kernel: Kernel, text: SocialsText, provider: SocialProvider) {
  if (provider === 'farcaster') return startFarcasterLogin(kernel)
  const name = providerNames[provider]
  startSocialLogin(kernel, {
    provider,
    messages: {
      popupClosed: text('socials.popupClosed', { provider: name }),
    },
  })
}

function WideButton(props: {
  kernel: Kernel
  text: SocialsText
  provider: SocialProvider
}): ReactElement {
  const { kernel, text, provider } = props
  return (
    <button
      type="button"
      className="gw-socials-wide"
      data-social={provider}
      onClick={() => start(kernel, text, provider)}
    >
      <ProviderLogo provider={provider} />
      <span>{text('socials.continueWith', { provider: providerNames[provider] })}</span>
    </button>
  )
}

/**
 * SPEC §2 Connect, second method: the first provider as a wide button, the next ones as
 * icons, the rest behind "more". A click opens the provider's window at once.
 */
function SocialButtons(props: ViewProps & { setup: SocialsSetup }): ReactElement {
  const { kernel, setup } = props
  const { root, text } = useSocialsView(props)
  const providers = useOfferedProviders(kernel, {
    providers: setup.providers,
    secureSiteUrl: setup.secureSiteUrl,
  })
  // None offered (the site has none of them on): no empty group on Connect.
  if (!providers.length) return <div ref={root} />
  const [first, ...rest] = providers
  const overflow = rest.length > iconsInRow
  const icons = overflow ? rest.slice(0, iconsInRow - 1) : rest
  return (
    <div ref={root}>
      <fieldset className="gw-socials">
        <legend className="sr-only">{text('socials.group')}</legend>
        {first ? <WideButton kernel={kernel} text={text} provider={first} /> : null}
        {icons.length > 0 ? (
          <div className="gw-socials-row">
            {icons.map((provider) => (
              <button
                key={provider}
                type="button"
                data-social={provider}
                aria-label={text('socials.continueWith', { provider: providerNames[provider] })}
                title={providerNames[provider]}
                onClick={() => start(kernel, text, provider)}
              >
                <ProviderLogo provider={provider} />
              </button>
            ))}
            {overflow ? (
              <button
                type="button"
                aria-label={text('socials.more')}
                title={text('socials.more')}
                onClick={() => kernel.router.push({ view: 'ConnectSocials' })}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="5" cy="12" r="2" fill="currentColor" />
                  <circle cx="12" cy="12" r="2" fill="currentColor" />
                  <circle cx="19" cy="12" r="2" fill="currentColor" />
                </svg>
              </button>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </div>
  )
}

/** Every enabled provider, one wide button each (behind "more" on Connect). */
function ConnectSocials(props: ViewProps & { setup: SocialsSetup }): ReactElement {
  const { kernel, setup } = props
  const { root, text } = useSocialsView(props)
  const providers = useOfferedProviders(kernel, {
    providers: setup.providers,
    secureSiteUrl: setup.secureSiteUrl,
  })
  return (
    <div ref={root}>
      <fieldset className="gw-socials">
        <legend className="sr-only">{text('socials.group')}</legend>
        {providers.map((provider) => (
          <WideButton key={provider} kernel={kernel} text={text} provider={provider} />
        ))}
      </fieldset>
    </div>
  )
}

/**
 * The login under way: waiting for the provider's window, then signing in; a failure shows
 * its message and "Try again" (which opens a new window, from the click).
 */
function ConnectingSocial(props: ViewProps<{ provider?: SocialProvider }>): ReactElement {
  const { kernel } = props
  const { root, text } = useSocialsView(props)
  const state = useSyncExternalStore(
    (listener) => subscribeSocialLogin(kernel, listener),
    () => getSocialLogin(kernel),
    () => getSocialLogin(kernel),
  )
  const provider = state.provider ?? props.data?.provider ?? 'google'
  const name = providerNames[provider]
  const progress =
    state.status === 'connecting'
      ? text('socials.connecting')
      : state.status === 'error'
        ? ''
        : text('socials.waiting', { provider: name })
  // Each step said once through the modal's live regions: a status of this view's own would
  // mount with its text, which screen readers do not reliably announce. The error is an alert
  // inserted with its text, which they do.
  const announce = useAnnounce()
  useEffect(() => {
    if (progress) announce(progress)
  }, [announce, progress])
  return (
    <div ref={root} className="gw-social-wait" data-status={state.status}>
      <span className="gw-social-logo">
        <ProviderLogo provider={provider} />
      </span>
      {state.status === 'error' ? (
        <>
          <p className="gw-social-error" role="alert">
            {state.failure === undefined
              ? state.error
              : loginErrorText(state.failure, { t: props.t, kernel })}
          </p>
          <button
            type="button"
            className="gw-social-retry"
            onClick={() => start(kernel, text, provider)}
          >
            {text('socials.retry')}
          </button>
        </>
      ) : (
        <>
          <strong>{progress}</strong>
          {state.status === 'connecting' ? null : <p>{text('socials.waitingHint')}</p>}
          <Spinner />
        </>
      )}
    </div>
  )
}

/** Keyed as the descriptor registers them (`Connect:social` is gangway/ui's `connectMethodSlot('social')`, `AccountLogin` its `slots.accountLogin`). */
export type SocialViews = {
  'Connect:social': (props: ViewProps) => ReactElement
  ConnectSocials: (props: ViewProps) => ReactElement
  ConnectingSocial: (props: ViewProps<{ provider?: SocialProvider }>) => ReactElement
  ConnectingFarcaster: (props: ViewProps) => ReactElement
  AccountLogin: typeof AccountSocialLogin
}
const made = new WeakMap<SocialsSetup, SocialViews>()

/** One `socials()` call's options, as the descriptor hands them to its views. */
export type SocialsSetup = {
  /** The buttons, in the host's order. */
  providers: readonly SocialProvider[]
  /** The secure site, which says which of them it offers. */
  secureSiteUrl: string
}

/**
 * The plugin's views for one `socials({ providers })`: the descriptor hands the providers in
 * here (one set of components per list, so React keeps their state).
 */
export function socialViews(setup: SocialsSetup): SocialViews {
  const known = made.get(setup)
  if (known) return known
  const views: SocialViews = {
    'Connect:social': (props) => <SocialButtons {...props} setup={setup} />,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per providers list (the WeakMap), so React keeps their state
    ConnectSocials: (props) => <ConnectSocials {...props} setup={setup} />,
    ConnectingSocial,
    ConnectingFarcaster,
    AccountLogin: AccountSocialLogin,
  }
  made.set(setup, views)
  return views
}
