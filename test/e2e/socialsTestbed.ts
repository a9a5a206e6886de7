// What socials.spec.ts and farcaster.spec.ts stand on: the frame built, anvil with the fixtures
// (the balance reads go through Multicall3), the secure site bound to its own loopback origin
// and pages/socials.tsx served against it with a strict CSP. The spec starts the site once its
// sign-in provider knows the site's URL.
import { fileURLToPath } from 'node:url'
import { buildFrame } from '../../scripts/build-frame.mjs'
import type { SecureSiteOptions } from '../../secure-site/src/index.js'
import { type Anvil, deployFixtures, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import type { SocialsPageConfig } from './pages/socials.js'
import { type ServedPage, servePage } from './servePage.js'

export type SocialsTestbed = {
  anvil: Anvil
  site: BoundSecureSite
  host: ServedPage
  /** Starts the secure site with `options`, allowing the host page's origin. */
  startSite(options: Partial<SecureSiteOptions>): Promise<void>
  /** Closes the page, the site and anvil. */
  close(): Promise<void>
}

export type StartSocialsTestbedParameters = {
  /** The page's title. */
  title: string
  /** The sign-in buttons the page shows (default: the page's). */
  providers?: SocialsPageConfig['providers']
}

/** Builds the frame, starts anvil, binds the site and serves the page; the site waits for `startSite`. */
export async function startSocialsTestbed({
  title,
  providers,
}: StartSocialsTestbedParameters): Promise<SocialsTestbed> {
  const chainId = 31_337
  await buildFrame()
  const anvil = await startAnvil({ chainId })
  await deployFixtures(anvil.rpcUrl)
  const site = await bindSecureSite()
  const config: SocialsPageConfig = {
    rpcUrl: anvil.rpcUrl,
    chainId,
    secureSiteUrl: site.url,
    ...(providers ? { providers } : {}),
  }
  const host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/socials.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
    config,
    connectSrc: [anvil.rpcUrl, site.url],
    frameSrc: [site.url],
  })
  return {
    anvil,
    site,
    host,
    startSite: (options) => site.start({ ...options, allowedOrigins: [new URL(host.url).origin] }),
    async close() {
      await host.close()
      await site.close()
      await anvil.stop()
    },
  }
}
