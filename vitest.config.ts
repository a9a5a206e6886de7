import { defineConfig } from 'vitest/config'
import { packageEntries } from './scripts/packageEntries.mjs'

export default defineConfig({
  // `gangway/kernel` etc. resolve to their sources, as tsconfig.json `paths` says.
  plugins: [packageEntries()],
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'test/unit/**/*.test.{ts,tsx}',
      'test/integration/**/*.test.{ts,tsx}',
      'secure-site/test/**/*.test.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
