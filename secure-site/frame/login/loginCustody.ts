import { api, session } from '../api.js'

type CustodyAnswer = { mode: 'server' | 'shares'; custody: 'server' | 'shares' }

/** This login's custody and the site's (GET /api/v1/custody), asked once per session token. */
let custodyOfLogin: { token: string | undefined; custody: Promise<CustodyAnswer> } | undefined

/** The site's custody mode and this login's (a server-held key may still await its move). */
export function custodyAnswer(): Promise<CustodyAnswer> {
  const token = session.token
  const known = custodyOfLogin
  if (known && known.token === token) return known.custody
  const custody = api<CustodyAnswer>('custody', { method: 'GET', auth: true })
    .then(({ body }) => body)
    .catch((error: unknown) => {
      custodyOfLogin = undefined
      throw error
    })
  custodyOfLogin = { token, custody }
  return custody
}

/** Where this login's key is: on the server, or in shares joined in the frame. */
export function loginCustody(): Promise<'server' | 'shares'> {
  return custodyAnswer().then((answer) => answer.custody)
}

/** The keys changed hands (made, or moved into shares): the next question asks again. */
export function forgetLoginCustody(): void {
  custodyOfLogin = undefined
}
