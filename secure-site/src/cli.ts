import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { loadConfig, parseMasterKey } from './config.js'
import { createSecureSite } from './createSecureSite.js'
import { openDatabase } from './database.js'
import { ConfigError, SecureSiteError } from './errors.js'
import { rotateMasterKey } from './rotateMasterKey.js'

/** What `--help` prints: the commands and every setting `loadConfig` reads. */
const usage = `Usage:
  gangway-secure-site                     start the service
  gangway-secure-site rotate-master-key   re-wrap every data key with NEW_MASTER_KEY

Configuration (environment variables):
  NODE_ENV             production: the settings marked required must be set
  PORT                 port to listen on (default 8787)
  HOST                 interface to listen on (development 127.0.0.1, production 0.0.0.0)
  PUBLIC_URL           the site's own origin (required in production)
  ALLOWED_ORIGINS      comma list of host origins that may embed the frame, * wildcards
                       (required in production; development: http://localhost:*,http://127.0.0.1:*)
  DATABASE_URL         postgres://… (required for production use; absent: PGlite in DATA_DIR,
                       which runs in this process's event loop: one core, one instance,
                       for development only)
  DATABASE_POOL_SIZE   PostgreSQL connections per instance (default 10); keep the sum over
                       instances under the server's max_connections
  DATABASE_CONNECT_TIMEOUT_MS   longest wait for a connection, in ms (default 5000)
  DATABASE_STATEMENT_TIMEOUT_MS longest statement, lock waits included, in ms (default 5000)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS  longest idle transaction, in ms (default 10000)
  DATA_DIR             folder for PGlite and the development master key (.gangway-secure-site)
  SMTP_URL             smtp(s)://user:password@host:port (required in production;
                       absent in development: mails go to GET /dev/inbox and the console)
  SMTP_TIMEOUT_MS      the longest a request waits on one mail, connecting, greeting and
                       sending, in ms (default 10000); past it the visitor gets 503
                       MAIL_UNAVAILABLE and may retry at once
  SMTP_POOL_SIZE       SMTP connections this instance keeps open at most (default 10); each
                       sends one mail at a time
  MAIL_FROM, APP_NAME  the mails' sender and the name they use
  MASTER_KEY           32 bytes, 64 hex digits (required in production)
  NEW_MASTER_KEY       the new key, for rotate-master-key
  CUSTODY              server (default: keys sealed in the database, signed here) or shares
                       (keys split 2-of-3, joined and signed in the visitor's frame)
  FRAME_CONNECT_SRC    extra connect-src URLs for the frame page (RPC endpoints)
  NETWORKS             JSON list [{"chainId","rpcUrl","name"?,"nativeCurrency"?}]: chains whose
                       tokens the approval reads (https in production)
  TRUST_PROXY          proxies in front that append X-Forwarded-For (default 0)
  IP_RATE_LIMIT        requests per client IP per 10 minutes (default 60)
  ADDRESS_RATE_LIMIT   mails per e-mail address per hour (default 10)
  SESSION_TTL_HOURS    how long a login lives unused; each use renews it (default 168)
  SESSION_MAX_AGE_HOURS  how long a login lives at most, however used (default 720;
                       not below SESSION_TTL_HOURS)
  <PROVIDER>_CLIENT_ID, <PROVIDER>_CLIENT_SECRET  social login, PROVIDER one of GOOGLE, GITHUB,
                       APPLE, FACEBOOK, X, DISCORD, OIDC (a provider without both is off)
  <PROVIDER>_ISSUER, _AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL, _JWKS_URL
                       override a provider's endpoints (OIDC requires OIDC_ISSUER)
  FARCASTER_RPC_URL    an OP Mainnet RPC URL: turns Sign In With Farcaster on
  FARCASTER_ID_REGISTRY, FARCASTER_RELAY_URL  override Farcaster's IdRegistry and Auth relay
  TELEGRAM_BOT_TOKEN   the bot token from @BotFather: turns Telegram Login on
  TELEGRAM_AUTH_URL    overrides Telegram's login page (default https://oauth.telegram.org/auth)
  NAMES_PARENT         serve <label>.NAMES_PARENT names and their CCIP-Read gateway at /names
  NAMES_SIGNER_KEY     0x… private key signing the gateway's answers (required with NAMES_PARENT)
  NAMES_ANSWER_TTL     seconds a signed gateway answer stays valid (default 300)
  NAMES_PER_ADDRESS    names one address may hold (default 1)
  NAMES_RATE_LIMIT     registrations and releases per client IP per hour (default 10)
  NAMES_RPC_URLS       JSON {"<chainId>":"<rpc url>"}: chains where contract accounts' (EIP-1271,
                       ERC-6492) registration signatures are checked
  SMART_ACCOUNT_NETWORKS  JSON list of ERC-4337 networks for the embedded smart account:
                       [{"chainId","rpcUrl","bundlerUrl","factory","paymasterUrl"?,"entryPoint"?}]
  SOLANA_NETWORKS      JSON list of Solana nodes the approval simulates transactions on:
                       [{"rpcUrl","name"?,"nativeCurrency"?}]
`

/** The `gangway-secure-site` command. Returns the exit code when it does not keep running. */
export async function main(
  argv: readonly string[],
  env = process.env,
): Promise<number | undefined> {
  const command = argv[0]
  try {
    if (command === '--help' || command === '-h' || command === 'help') {
      process.stdout.write(usage)
      return 0
    }
    const config = loadConfig(env)
    if (command === 'rotate-master-key') {
      const newKeyText = env.NEW_MASTER_KEY
      if (!newKeyText) {
        throw new ConfigError(
          'NEW_MASTER_KEY',
          'NEW_MASTER_KEY is required: the key to rotate to (openssl rand -hex 32)',
        )
      }
      const database = await openDatabase(
        config.databaseUrl !== undefined
          ? { url: config.databaseUrl, limits: config.databaseLimits }
          : { dataDir: join(config.dataDir, 'pglite') },
      )
      try {
        const count = await rotateMasterKey({
          database,
          oldKey: config.masterKey,
          newKey: parseMasterKey(newKeyText, 'NEW_MASTER_KEY'),
        })
        console.log(
          `secure-site: re-wrapped ${count} data keys. Start the service with MASTER_KEY set to the new key.`,
        )
      } finally {
        await database.close()
      }
      return 0
    }
    if (command !== undefined) {
      process.stderr.write(`Unknown command ${command}\n\n${usage}`)
      return 2
    }
    const frameIndex = new URL('../dist/frame/index.html', import.meta.url)
    if (!existsSync(frameIndex)) {
      console.warn(
        `secure-site: the frame page is not built (${fileURLToPath(frameIndex)} is missing): GET /frame answers 404 until \`npm run build\` builds it.`,
      )
    }
    const site = await createSecureSite(config)
    const server = serve(
      { fetch: site.fetch, port: config.port, hostname: config.host },
      (info) => {
        console.log(
          `secure-site: listening on ${config.host}:${info.port}; public URL ${config.publicUrl}`,
        )
        console.log(
          `secure-site: database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`}`,
        )
        console.log(
          `secure-site: mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `development inbox at ${config.publicUrl}/dev/inbox`}`,
        )
        console.log(
          `secure-site: allowed host origins: ${config.allowedOrigins.map((entry) => entry.text).join(', ')}`,
        )
        console.log(
          `secure-site: names: ${config.names ? `*.${config.names.parent} at ${config.publicUrl}/names (gateway ${config.publicUrl}/names/v1/gateway)` : 'off (no NAMES_PARENT set)'}`,
        )
        console.log(
          `secure-site: social login: ${config.socialProviders.map((provider) => provider.name).join(', ') || 'off (no <PROVIDER>_CLIENT_ID set)'}`,
        )
      },
    )
    const stop = () => {
      server.close()
      void site.close().then(() => process.exit(0))
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    return undefined
  } catch (error) {
    if (error instanceof SecureSiteError) {
      process.stderr.write(`secure-site: ${error.message}\n`)
      return 1
    }
    throw error
  }
}
