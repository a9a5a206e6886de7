// Builds the secure site's frame page (secure-site/frame/) into secure-site/dist/frame/:
// index.html, frame.js (one minified ES module, no eval), frame.css. The secure site serves
// them under /frame with its strict CSP. Usage: node scripts/build-frame.mjs [--check]
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
const source = join(root, 'secure-site', 'frame')
const out = join(root, 'secure-site', 'dist', 'frame')

/** ISSUE 16: the frame page stays under 40 KiB gzip. */
export const frameBudget = 40 * 1024

/** Both builds: minified browser ES modules. */
const browserModules = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  minify: true,
  legalComments: 'none',
  // Text as UTF-8, not \u escapes (module scripts are always read as UTF-8).
  charset: 'utf8',
  logLevel: 'warning',
}

export async function buildFrame() {
  mkdirSync(out, { recursive: true })
  await build({
    entryPoints: [join(source, 'main.ts')],
    outfile: join(out, 'frame.js'),
    ...browserModules,
    // Imported at run time, beside frame.js, only to sign a Solana message (or, solanaPreview,
    // to approve a Solana transaction), and (custody/)
    // only when a user whose key is in shares signs (issue 32): not part of the page.
    external: [
      './solanaMessage.js',
      './solanaPreview.js',
      './permitPreview.js',
      './custody/frameCustody.js',
    ],
  })
  // Imported at run time only when typed data to sign is a permit (issue 33): the preview
  // toolkit's permit check and viem's client, twice the page, are not part of it.
  await build({
    entryPoints: [join(source, 'permitPreview.ts')],
    outfile: join(out, 'permitPreview.js'),
    ...browserModules,
  })
  // Imported at run time only when a Solana transaction is to be approved (issue 36): its
  // decoders and simulation (@solana/kit, the preview toolkit) are not part of the page.
  await build({
    entryPoints: [join(source, 'solanaPreview.ts')],
    outfile: join(out, 'solanaPreview.js'),
    ...browserModules,
  })
  await build({
    entryPoints: [join(source, 'custody', 'frameCustody.ts')],
    outfile: join(out, 'custody', 'frameCustody.js'),
    ...browserModules,
  })
  await build({
    entryPoints: [join(source, 'solanaMessage.ts')],
    outfile: join(out, 'solanaMessage.js'),
    ...browserModules,
  })
  // Each locale's catalogue its own module (locales/ja.js), which the page imports by URL
  // once the host says its language: not part of the page.
  await build({
    entryPoints: readdirSync(join(source, 'locales')).map((file) => join(source, 'locales', file)),
    outdir: join(out, 'locales'),
    ...browserModules,
  })
  // The social login callback page's script (the site serves it as /social/callback.js): a
  // classic script, its own file, not part of the frame page.
  await build({
    entryPoints: [join(source, 'socialCallback.ts')],
    outfile: join(out, 'social-callback.js'),
    ...browserModules,
    format: 'iife',
  })
  copyFileSync(join(source, 'index.html'), join(out, 'index.html'))
  copyFileSync(join(source, 'frame.css'), join(out, 'frame.css'))
  const bytes = ['index.html', 'frame.js', 'frame.css'].reduce(
    (total, file) => total + gzipSync(readFileSync(join(out, file)), { level: 9 }).length,
    0,
  )
  return { bytes, budget: frameBudget }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { bytes, budget } = await buildFrame()
  console.log(
    `secure-site frame page: ${(bytes / 1024).toFixed(2)} KiB gzip (budget ${budget / 1024} KiB)`,
  )
  if (bytes > budget) process.exitCode = 1
}
