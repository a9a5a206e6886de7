import { api } from '../api.js'
import { parentOrigin } from '../parentOrigin.js'
import { expectSocialResult } from '../socialResult.js'
import type { Handler } from './handler.js'

/** GET_SOCIAL_REDIRECT_URI: where the visitor signs in with the provider. */
export const getSocialRedirectUri: Handler<'GET_SOCIAL_REDIRECT_URI'> = async ({
  provider,
  returnUrl,
}) => {
  const { body } = await api<{ uri: string; state: string }>('social/start', {
    body: { provider, origin: parentOrigin(), returnUrl },
  })
  expectSocialResult(body.state)
  return { uri: body.uri }
}
