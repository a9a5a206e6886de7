import type { SocialProvider } from 'gangway/embedded'
import { type Kernel, perInstance } from 'gangway/kernel'

/** Where a social login stands; `ConnectingSocial` shows it. */
export type SocialLoginStatus = 'idle' | 'waiting' | 'connecting' | 'error'

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
}

const storeOf = perInstance(() => ({
  state: { provider: undefined, status: 'idle', error: '' } as SocialLoginState,
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
