import { defineConfig, devices } from '@playwright/test'

/** Debian's chromium (scripts/ensure-chromium.mjs installs it); Playwright never downloads one. */
export const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Every remote host fails at once, as on a closed network; local servers still answer.
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ],
}

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/playwright',
  // Each worker starts its own demo (two anvil chains, a relay: test/e2e/fixtures.ts), so spec
  // files run side by side; the tests of one file run in order on their worker's demo.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual comparisons: a small tolerance for anti-aliasing, none for layout changes.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions,
    trace: 'retain-on-failure',
  },
})
