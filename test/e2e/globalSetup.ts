import type { FullConfig } from '@playwright/test'
import { startDemo } from '../../demo/server.js'

/** Starts two anvil chains, the fixtures and the demo page on free ports for every spec. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const demo = await startDemo()
  process.env.GANGWAY_DEMO_URL = demo.url
  process.env.GANGWAY_DEMO_CONFIG = JSON.stringify(demo.config)
  return () => demo.stop()
}
