// The social callback page's script (`/social/callback.js`; the page allows no inline script):
// in the popup it hands the result URL to the host page that opened it (only to that page's
// origin) and closes; opened without an opener (the full-page flow) it goes back to the host
// page with SPEC §2's `result_uri` parameter. The host passes the URL on to the frame, which
// redeems it: the code is bound to the frame's device and PKCE verifier, and Telegram's login
// data to the bot token's HMAC, both checked by the site.
import { readTelegramFragment } from './readTelegramFragment.js'

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
  if (window.opener) {
    ;(window.opener as Window).postMessage(
      { type: '@w3m-frame/SOCIAL_RESULT', resultUri: url.href },
      origin,
    )
    window.close()
  } else if (main.dataset.return) {
    const back = new URL(main.dataset.return)
    if (back.origin === origin) {
      back.searchParams.set('result_uri', url.href)
      location.replace(back.href)
    }
  }
}
