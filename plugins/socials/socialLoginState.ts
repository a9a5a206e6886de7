import { type Kernel, perInstance } from 'gangway/kernel'
import type { SocialProvider } from './socialProviders.js'

/** Where a social login stands; `ConnectingSocial` shows it. */
export type SocialLoginStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'error'

/**
 * The login under way (SPEC §3 socialProvider). The popup itself (socialWindow) is no state
 * to copy; it stays with the attempt. Kept out of the eager descriptor: it exists once a
 * visitor clicks.
 */
export type SocialLoginState = {
  provider: SocialProvider | undefined
  status: SocialLoginStatus
  /** The visitor-facing message of a failed attempt. */
  error: string
  /** What a failed attempt threw: the view words the reasons the host words (blocked storage). */
  failure?: unknown
  /** SPEC §3 farcasterUrl: the Sign In With Farcaster link the QR code shows. */
  farcasterUrl: string | undefined
}

const storeOf = perInstance(() => ({
  state: {
    provider: undefined,
    status: 'idle',
    error: '',
    farcasterUrl: undefined,
  } as SocialLoginState,
  listeners: new Set<() => void>(),
}))

/** The instance's social login state. */
export function getSocialLogin(kernel: Kernel): SocialLoginState {
  return storeOf(kernel).state
}

/** Updates the state (a new object, so views re-render) and tells the views. */
export function setSocialLogin(kernel: Kernel, patch: Partial<SocialLoginState>): void {
  const store = storeOf(kernel)
  store.state = { ...store.state, ...patch }
  for (const listener of store.listeners) listener()
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function subscribeSocialLogin(kernel: Kernel, listener: () => void): () => void {
  const { listeners } = storeOf(kernel)
  listeners.add(listener)
  return () => listeners.delete(listener)
}
