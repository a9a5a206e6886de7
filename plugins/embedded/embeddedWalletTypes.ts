// The embedded wallet's types, apart from the code: the connector's descriptor, the wallet,
// its providers and views all read them, and none of them imports another for a type.
import type { Namespace } from 'gangway/kernel'
import type { FrameClient } from './createFrameClient.js'
import type { EmbeddedUser, FramePayload, FrameResult } from './protocol.js'

export type EmbeddedParameters = {
  /**
   * The secure site's URL, e.g. `https://wallet.example.com` (run it with
   * `npx gangway-secure-site`). The host page's origin must be in its ALLOWED_ORIGINS.
   */
  secureSiteUrl: string
  /**
   * SPEC §9 `smartSessions` (default off): dapps may ask for sessions (ERC-7715
   * `wallet_grantPermissions`) and Account lists the granted ones with revoke. Off, the
   * provider refuses wallet_grantPermissions as an unsupported method (EIP-1193 4200).
   */
  smartSessions?: boolean | undefined
}

/** A session (ERC-7715) the smart account holds on the current chain. */
export type EmbeddedSession = FrameResult<'GET_SESSIONS'>['sessions'][number]

/** SPEC §5: the social providers the frame accepts. */
export type SocialProvider = FramePayload<'GET_SOCIAL_REDIRECT_URI'>['provider']

export type EmailConnectAction = 'verify-device' | 'verify-otp' | 'connect'

/** SPEC §6 account types of the embedded eip155 wallet. */
export type AccountType = 'eoa' | 'smartAccount'

/** One instance's embedded wallet: the frame, the signed-in user, the providers. */
export type EmbeddedWallet = {
  readonly connectorId: string
  /** The secure site's origin: where the keys are kept and shown. */
  readonly siteOrigin: string
  /** SPEC §9 `smartSessions`: dapps may ask for sessions; Account lists them. */
  readonly smartSessions: boolean
  /** The signed-in user, once known. */
  readonly user: EmbeddedUser | undefined
  /** The frame client (loads the frame on first use). */
  frame(): Promise<FrameClient>
  /** SPEC §4 step 1; throttled for 30 s per SPEC §5. */
  connectEmail(email: string): Promise<EmailConnectAction>
  /** SPEC §4 device check: resolves once the visitor approved this device from the mail. */
  connectDevice(): Promise<void>
  /** SPEC §4 one-time code, then get user, then connects every namespace it covers. */
  connectOtp(otp: string): Promise<EmbeddedUser>
  /** Seconds until another e-mail may be sent (0 = now). */
  throttleRemaining(): number
  /**
   * SPEC §7 get social redirect uri: the provider's sign-in URL for the popup, or for the
   * whole page (`returnUrl`: the host page the answer comes back to as `result_uri`).
   */
  getSocialRedirectUri(provider: SocialProvider, returnUrl?: string): Promise<string>
  /**
   * SPEC §7 connect social: the frame redeems the provider's answer, then, as after an e-mail
   * code, get user and every namespace it covers connects. After the popup, the answer went
   * from the site's callback page straight to the frame (pass nothing); after the full-page
   * flow, pass the `result_uri` the page came back with.
   */
  connectSocial(resultUri?: string): Promise<EmbeddedUser>
  /** SPEC §7 get farcaster uri: the Sign In With Farcaster link (QR code, deep link). */
  getFarcasterUri(): Promise<string>
  /**
   * SPEC §7 connect farcaster: resolves once the visitor signed in with their Farcaster app
   * and the site verified it; then, as after an e-mail code, every namespace connects.
   */
  connectFarcaster(): Promise<EmbeddedUser>
  /**
   * SPEC §2 going back from ConnectingFarcaster: reloads the frame (its wait for the
   * Farcaster app ends; the host's open request rejects), then re-syncs the dapp data.
   */
  reloadFrame(): Promise<void>
  updateEmail(newEmail: string): Promise<'verify-primary-otp' | 'verify-secondary-otp'>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /** Mails a fresh key-export code to the signed-in address. */
  exportKeyCode(): Promise<void>
  /**
   * Checks the export code and shows the private keys inside the frame, laid over `area`;
   * resolves once the visitor closed them there. The keys never reach this page.
   */
  exportKey(otp: string, area: Element): Promise<void>
  /** CUSTODY=shares (`user.custody`): mails a fresh code for a new recovery password. */
  recoveryPasswordCode(): Promise<void>
  /**
   * CUSTODY=shares: lays the frame over `area`, where the visitor types the new recovery
   * password; the frame splits the key again under it and the site checks the code with it.
   * Resolves once the new password is in place; a wrong code rejects, nothing changed.
   */
  setRecoveryPassword(otp: string, area: Element): Promise<void>
  /**
   * SPEC §6 account types: switches the eip155 account between the smart account and the
   * plain key (stored per namespace); the connection's address follows.
   */
  setPreferredAccountType(type: AccountType): Promise<EmbeddedUser>
  /**
   * The sessions (ERC-7715 grants) the smart account holds on the current chain, read from
   * the chain by the frame; each names the app that asked, where the frame saw the grant.
   */
  sessions(): Promise<EmbeddedSession[]>
  /**
   * Ends a session: the visitor approves the revoke in the frame (ApproveTransaction), and
   * the account forgets the key on chain; resolves once that is included.
   */
  revokeSession(key: string): Promise<void>
  /** SPEC §7: the chains where the smart account is offered (SPEC §8: failure → []). */
  smartAccountEnabledNetworks(): Promise<number[]>
  /** The namespace's wallet for the chain plugin; `undefined` without a session. */
  getProvider(namespace: Namespace): Promise<unknown>
  /** Ends the session (SPEC §4: sign-out clears the cached login data). */
  signOut(): Promise<void>
  /**
   * Ends every session of the signed-in user at the secure site, on every device, then signs
   * out here as `signOut` does (the connection ends). Rejects, leaving the visitor signed in,
   * when the site could not end them.
   */
  signOutEverywhere(): Promise<void>
  destroy(): void
}
