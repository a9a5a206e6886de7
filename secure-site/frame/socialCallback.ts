// The social callback page's script (`/social/callback.js`; the page allows no inline script).
//
// In the popup, the result (a URL the site redeems for a session) goes only to this site's
// own frames in the page that opened the popup, through postMessage with this site's origin as
// the target: the browser delivers it to no other document, so the host page never holds it.
// The host page is told only that the sign-in finished. The frame redeems the result; the site
// accepts it only from the device that started the sign-in (its device id and PKCE verifier).
//
// Opened without an opener (the full-page flow), it goes back to the host page with SPEC §2's
// `result_uri`: the host passes it on to the frame, and what comes back through the host can
// be redeemed only by the device that started the flow.

import { readTelegramFragment } from './readTelegramFragment.js'
import { socialDoneType, socialResultType } from './socialMessages.js'

/** How deep frames are searched for the site's own: the host page's, and theirs. */
const maxFrameDepth = 3

const main = document.querySelector('main')
const origin = main?.dataset.origin
const result = main?.dataset.result
if (main && origin && result) {
  const url = new URL(result)
  // Telegram's login page may answer in the fragment (#tgAuthResult=…), which no server
  // sees: its fields join the result URL here, to be checked by the site like a query answer.
  const telegram = readTelegramFragment(location.hash)
  if (telegram)
    for (const [name, value] of Object.entries(telegram)) url.searchParams.set(name, value)
  const opener = window.opener as Window | null
  if (opener) {
    postToOwnFrames(opener, { type: socialResultType, resultUri: url.href }, 0)
    // Nothing in it that signs anyone in: the host's cue to ask the frame for the session.
    opener.postMessage({ type: socialDoneType }, origin)
    window.close()
  } else if (main.dataset.return) {
    const back = new URL(main.dataset.return)
    if (back.origin === origin) {
      back.searchParams.set('result_uri', url.href)
      location.replace(back.href)
    }
  }
}

/** Posts to every frame under `parent` (not `parent` itself) that is on this site's origin. */
function postToOwnFrames(parent: Window, message: unknown, depth: number): void {
  if (depth >= maxFrameDepth) return
  let count = 0
  try {
    count = parent.length
  } catch {
    return
  }
  for (let index = 0; index < count; index++) {
    const child = parent[index]
    if (!child) continue
    // Delivered only if the child's document is on this origin: a foreign frame never sees it.
    child.postMessage(message, location.origin)
    postToOwnFrames(child, message, depth + 1)
  }
}
