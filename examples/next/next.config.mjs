import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// `gangway` is installed from this repository (`file:../..`), and next, react and react-dom
// resolve from the repository's node_modules: both lie above this folder, so the bundler's
// root is the repository. A host installing gangway from npm needs none of this.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  // The example's own checks run in the repository's CI (tsc, Biome).
  typescript: { ignoreBuildErrors: false },
}
