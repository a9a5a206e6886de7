// The secure site's frame page: the wallet end of the SPEC §7 frame protocol. It answers
// only its parent window, and only when the parent's origin is on the site's allow-list
// (SPEC §5); it keeps the session token in its own origin's storage; the visitor approves
// signing requests here, where the host page cannot click for them (SPEC §6). This file is the
// wiring: each message's handler is its own module in handlers/.
import {
  type AppMessage,
  type FrameEventName,
  framePrefix,
  parseAppMessage,
} from 'gangway/embedded'
import { isAllowedOrigin } from '../src/isAllowedOrigin.js'
import { FrameError } from './frameError.js'
import { requestStorageAccess, storagePersists } from './frameStorage.js'
import { allowStorage } from './handlers/allowStorage.js'
import { cancelPrompt } from './handlers/cancelPrompt.js'
import { connectDevice } from './handlers/connectDevice.js'
import { connectEmail } from './handlers/connectEmail.js'
import { connectFarcaster } from './handlers/connectFarcaster.js'
import { connectOtp } from './handlers/connectOtp.js'
import { connectSocial } from './handlers/connectSocial.js'
import { exportKey } from './handlers/exportKey.js'
import { exportKeyCode } from './handlers/exportKeyCode.js'
import { getChainId } from './handlers/getChainId.js'
import { getFarcasterUri } from './handlers/getFarcasterUri.js'
import { getSessions } from './handlers/getSessions.js'
import { getSmartAccountEnabledNetworks } from './handlers/getSmartAccountEnabledNetworks.js'
import { getSocialRedirectUri } from './handlers/getSocialRedirectUri.js'
import { getUser } from './handlers/getUser.js'
import type { Handler } from './handlers/handler.js'
import { initSmartAccount } from './handlers/initSmartAccount.js'
import { isConnected } from './handlers/isConnected.js'
import { recoveryPasswordCode } from './handlers/recoveryPasswordCode.js'
import { reload } from './handlers/reload.js'
import { rpcRequest } from './handlers/rpcRequest.js'
import { setPreferredAccount } from './handlers/setPreferredAccount.js'
import { setRecoveryPassword } from './handlers/setRecoveryPassword.js'
import { signOut } from './handlers/signOut.js'
import { signOutEverywhere } from './handlers/signOutEverywhere.js'
import { switchNetwork } from './handlers/switchNetwork.js'
import { syncDappData } from './handlers/syncDappData.js'
import { syncTheme } from './handlers/syncTheme.js'
import { unlockKeys } from './handlers/unlockKeys.js'
import { updateEmail } from './handlers/updateEmail.js'
import { updateEmailPrimaryOtp } from './handlers/updateEmailPrimaryOtp.js'
import { updateEmailSecondaryOtp } from './handlers/updateEmailSecondaryOtp.js'
import { frameState } from './login/frameState.js'
import { setLocale } from './messages.js'
import { parentOrigin } from './parentOrigin.js'
import { listenForSocialResults } from './socialResult.js'

/** Every message the host may send, and the module that answers it. */
const handlers: { [name in FrameEventName]: Handler<name> } = {
  CONNECT_EMAIL: connectEmail,
  ALLOW_STORAGE: allowStorage,
  CONNECT_DEVICE: connectDevice,
  CONNECT_OTP: connectOtp,
  UNLOCK_KEYS: unlockKeys,
  GET_USER: getUser,
  IS_CONNECTED: isConnected,
  SIGN_OUT: signOut,
  SIGN_OUT_EVERYWHERE: signOutEverywhere,
  GET_CHAIN_ID: getChainId,
  SWITCH_NETWORK: switchNetwork,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: getSmartAccountEnabledNetworks,
  INIT_SMART_ACCOUNT: initSmartAccount,
  GET_SESSIONS: getSessions,
  SET_PREFERRED_ACCOUNT: setPreferredAccount,
  RPC_REQUEST: rpcRequest,
  UPDATE_EMAIL: updateEmail,
  UPDATE_EMAIL_PRIMARY_OTP: updateEmailPrimaryOtp,
  UPDATE_EMAIL_SECONDARY_OTP: updateEmailSecondaryOtp,
  SYNC_THEME: syncTheme,
  SYNC_DAPP_DATA: syncDappData,
  EXPORT_KEY_CODE: exportKeyCode,
  EXPORT_KEY: exportKey,
  RECOVERY_PASSWORD_CODE: recoveryPasswordCode,
  SET_RECOVERY_PASSWORD: setRecoveryPassword,
  CANCEL_PROMPT: cancelPrompt,
  RELOAD: reload,
  CONNECT_SOCIAL: connectSocial,
  GET_SOCIAL_REDIRECT_URI: getSocialRedirectUri,
  GET_FARCASTER_URI: getFarcasterUri,
  CONNECT_FARCASTER: connectFarcaster,
}

/** The site's error codes the host words in the visitor's language: passed on with the message. */
const hostWordedCodes: readonly string[] = [
  'STORAGE_BLOCKED',
  'MAIL_UNAVAILABLE',
  'SESSION_EXPIRED',
]

{
  const chain = new URLSearchParams(location.search).get('chainId')
  const reference = chain?.startsWith('eip155:') ? Number(chain.slice(7)) : Number(chain)
  if (Number.isSafeInteger(reference) && reference > 0) frameState.chainId = reference
}
// English until the host says its language (sync dapp data): the frame speaks the page's
// language, not the browser's.
void setLocale('en')

async function start() {
  const parent = window.parent
  const origin = parentOrigin()
  if (parent === window || !origin) return
  let allowed: readonly string[] = []
  try {
    const response = await fetch('/projects/v1/origins', { credentials: 'omit' })
    allowed = ((await response.json()) as { allowedOrigins: string[] }).allowedOrigins
  } catch {
    return
  }
  // SPEC §5: answer only a parent on the allow-list.
  if (!isAllowedOrigin(origin, allowed)) return
  // Third-party storage blocked: a grant made before (or one the browser gives by its own
  // rules) comes without a click; otherwise the frame keeps its login in memory.
  if (!storagePersists()) void requestStorageAccess()
  listenForSocialResults()

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== origin) return
    const message: AppMessage | undefined = parseAppMessage(event.data)
    if (!message) return
    const name = message.type.slice('@w3m-app/'.length) as FrameEventName
    const handler = handlers[name] as Handler<FrameEventName>
    handler(message.payload as never).then(
      (result) =>
        parent.postMessage(
          result === undefined
            ? { id: message.id, type: `${framePrefix}${name}_SUCCESS` }
            : { id: message.id, type: `${framePrefix}${name}_SUCCESS`, payload: result },
          origin,
        ),
      (error: unknown) =>
        parent.postMessage(
          {
            id: message.id,
            type: `${framePrefix}${name}_ERROR`,
            payload: {
              message: (error instanceof Error && error.message) || 'An error occurred',
              // The reasons the host words itself (older hosts refuse unknown keys).
              ...(error instanceof FrameError && hostWordedCodes.includes(error.code)
                ? { code: error.code }
                : {}),
            },
          },
          origin,
        ),
    )
  })
  parent.postMessage({ type: `${framePrefix}READY` }, origin)
}

void start()
