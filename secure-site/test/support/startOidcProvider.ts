import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A test account at the local identity provider. */
export type OidcAccount = {
  sub: string
  email?: string
  email_verified?: boolean
  preferred_username?: string
}

export type OidcClient = {
  clientId: string
  clientSecret: string
  auth: 'client_secret_post' | 'client_secret_basic'
}

export type RunningOidcProvider = {
  /** The issuer, e.g. http://127.0.0.1:PORT (discovery at /.well-known/openid-configuration). */
  issuer: string
  /** Client with client_secret_post (Google's shape) and one with client_secret_basic. */
  clients: { post: OidcClient; basic: OidcClient; other: OidcClient }
  /** Adds (or replaces) an account that the sign-in page offers. */
  addAccount(account: OidcAccount): void
  /** Registers a redirect URI for every client; call before the first request. */
  allowRedirectUri(uri: string): void
  close(): Promise<void>
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

/**
 * Starts a real OpenID provider (`oidc-provider`) on a free loopback port. Its sign-in page
 * lists the accounts as buttons plus "Cancel" (which answers `access_denied`); consent is
 * implied, as a provider the visitor already trusts does.
 */
export async function startOidcProvider({
  idTokenTtlSeconds = 3600,
}: {
  /** How long its ID tokens live. */
  idTokenTtlSeconds?: number
} = {}): Promise<RunningOidcProvider> {
  const accounts = new Map<string, OidcAccount>()
  const redirectUris = new Set<string>()
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = (auth: OidcClient['auth']): OidcClient => ({
    clientId: `gangway-${auth}-${randomBytes(4).toString('hex')}`,
    clientSecret: randomBytes(24).toString('base64url'),
    auth,
  })
  const clients = {
    post: client('client_secret_post'),
    basic: client('client_secret_basic'),
    other: client('client_secret_post'),
  }
  // Created on the first request: the sites (and so the redirect URIs) start after the issuer.
  const createProvider = () =>
    new Provider(issuer, {
      clients: Object.values(clients).map((registered) => ({
        client_id: registered.clientId,
        client_secret: registered.clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: registered.auth,
      })),
      pkce: { required: () => true },
      // GitHub's scopes, for the plain OAuth 2.0 stand-in.
      scopes: ['openid', 'offline_access', 'read:user', 'user:email'],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['preferred_username', 'name'],
      },
      ttl: { IdToken: idTokenTtlSeconds },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      async findAccount(_ctx, id) {
        const account = accounts.get(id)
        if (!account) return undefined
        return { accountId: id, claims: async () => ({ ...account }) }
      },
      // Consent is implied: every client gets the scopes it asks for.
      async loadExistingGrant(ctx) {
        const accountId = ctx.oidc.session?.accountId
        const clientId = ctx.oidc.client?.clientId
        if (!accountId || !clientId) return undefined
        const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
        grant.addOIDCScope(
          typeof ctx.oidc.params?.scope === 'string' ? ctx.oidc.params.scope : 'openid',
        )
        await grant.save()
        return grant
      },
    })

  let created: Provider | undefined
  const providerOf = () => {
    created ??= createProvider()
    return created
  }

  const readForm = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += chunk
    return new URLSearchParams(text)
  }
  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const provider = providerOf()
    const url = new URL(request.url ?? '/', issuer)
    const [, , uid, action] = url.pathname.split('/')
    if (request.method === 'GET') {
      const details = await provider.interactionDetails(request, response)
      if (details.uid !== uid) throw new Error('interaction mismatch')
      const buttons = [...accounts.values()]
        .map(
          (account) =>
            `<form method="post" action="/interaction/${uid}/login"><input type="hidden" name="account" value="${account.sub}"><button type="submit">Sign in as ${account.preferred_username ?? account.sub}</button></form>`,
        )
        .join('')
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(
        page(
          'Sign in',
          `${buttons}<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`,
        ),
      )
      return
    }
    if (action === 'login') {
      const accountId = (await readForm(request)).get('account') ?? ''
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    )
  }

  // GitHub's user API in its shape (`id` a number, `login`, `email`), behind this
  // provider's access tokens: the stand-in for a plain OAuth 2.0 provider.
  const githubUser = async (request: IncomingMessage, response: ServerResponse) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    const found = token ? await providerOf().AccessToken.find(token) : undefined
    const account = found?.accountId ? accounts.get(found.accountId) : undefined
    response.setHeader('content-type', 'application/json')
    if (!account) {
      response.statusCode = 401
      response.end(JSON.stringify({ message: 'Bad credentials' }))
      return
    }
    response.end(
      JSON.stringify({
        id: Number(account.sub.replace(/\D/g, '')),
        login: account.preferred_username,
        email: account.email ?? null,
      }),
    )
  }

  server.on('request', (request, response) => {
    if (request.url === '/github/user')
      githubUser(request, response).catch((error: unknown) => {
        response.statusCode = 500
        response.end(String(error))
      })
    else if (request.url?.startsWith('/interaction/'))
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 400
        response.end(String(error))
      })
    else providerOf().callback()(request, response)
  })
  return {
    issuer,
    clients,
    addAccount: (account) => accounts.set(account.sub, account),
    allowRedirectUri(uri) {
      if (created) throw new Error('allowRedirectUri after the first request')
      redirectUris.add(uri)
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
