import { createHash, createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A bot token of @BotFather's shape: the stand-in signs with it, the site checks with it. */
export const testBotToken = '7012345678:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw'

/**
 * Signs login data as Telegram does: HMAC-SHA-256 of the data-check-string (the fields
 * sorted, `name=value` joined by newlines), keyed with SHA-256 of the bot token.
 */
export function signLikeTelegram(data: Record<string, string>, token = testBotToken): string {
  const dataCheckString = Object.keys(data)
    .sort()
    .map((name) => `${name}=${data[name]}`)
    .join('\n')
  const secret = createHash('sha256').update(token).digest()
  return createHmac('sha256', secret).update(dataCheckString).digest('hex')
}

/** How the stand-in answers the next sign-in: as Telegram, or as a hostile page would. */
export type TelegramAnswer = 'signed' | 'tampered' | 'stale'

/**
 * Where the answer goes: the query (the login widget's `data-auth-url` redirect) or the
 * fragment, `#tgAuthResult=<base64url of the JSON>` (oauth.telegram.org's `return_to`).
 */
export type TelegramAnswerFormat = 'query' | 'fragment'

export type TelegramUser = { id: string; first_name: string; username: string }

export type TelegramLoginStandIn = {
  /** The page's URL, for `TELEGRAM_AUTH_URL`. */
  authUrl: string
  /** What the next "Log in" sends back (default 'signed'). */
  answer: TelegramAnswer
  /** How it sends it back (default 'query'). */
  format: TelegramAnswerFormat
  /** The Telegram user who signs in. */
  user: TelegramUser
  close(): Promise<void>
}

export type StartTelegramLoginParameters = {
  /** The Telegram user who signs in. */
  user: TelegramUser
  /** Signs the answers (default `testBotToken`). */
  botToken?: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`)

/**
 * A local stand-in for Telegram's login page (`https://oauth.telegram.org/auth`), which is
 * Telegram's and cannot run offline. Like it, it takes `bot_id`, `origin` and `return_to`,
 * and "Log in" sends the visitor to `return_to` with the user's fields, `auth_date` and the
 * `hash` signed with the bot token, in the query or (`format: 'fragment'`) as
 * `#tgAuthResult=`; "Cancel" closes the window. `answer` makes the next
 * answer hostile: a field changed after signing, or an `auth_date` eleven minutes old.
 */
export async function startTelegramLogin({
  user,
  botToken = testBotToken,
}: StartTelegramLoginParameters): Promise<TelegramLoginStandIn> {
  const standIn: TelegramLoginStandIn = {
    authUrl: '',
    answer: 'signed',
    format: 'query',
    user,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', standIn.authUrl)
    if (url.pathname === '/cancel.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(
        "document.getElementById('cancel').addEventListener('click', () => window.close())",
      )
      return
    }
    const returnTo = url.searchParams.get('return_to')
    if (url.pathname !== '/auth' || !url.searchParams.get('bot_id') || !returnTo) {
      response.writeHead(400, { 'content-type': 'text/plain' })
      response.end('Bot domain invalid')
      return
    }
    const now = Math.floor(Date.now() / 1000)
    const signed = {
      ...standIn.user,
      auth_date: String(standIn.answer === 'stale' ? now - 660 : now),
    }
    const back = new URL(returnTo)
    const answer =
      standIn.answer === 'tampered'
        ? { ...signed, username: 'admin', hash: signLikeTelegram(signed, botToken) }
        : { ...signed, hash: signLikeTelegram(signed, botToken) }
    if (standIn.format === 'query')
      for (const [name, value] of Object.entries(answer)) back.searchParams.set(name, value)
    else {
      // As Telegram's page does: the JSON (id and auth_date numbers) in the fragment.
      const json = { ...answer, id: Number(answer.id), auth_date: Number(answer.auth_date) }
      back.hash = `tgAuthResult=${Buffer.from(JSON.stringify(json)).toString('base64url')}`
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Telegram Login</title><script src="/cancel.js" defer></script></head><body><main>
<h1>Log in to ${escapeHtml(url.searchParams.get('origin') ?? '')}</h1>
<a href="${escapeHtml(back.href)}">Log in as ${escapeHtml(standIn.user.username)}</a>
<button type="button" id="cancel">Cancel</button>
</main></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth`
  return standIn
}
