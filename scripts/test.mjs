// `npm test`: Vitest (unit and integration) and Playwright (browser) side by side. Both spend
// much of their time waiting on anvil, relays, servers and Chromium, so on a 2-core machine the
// pair finishes minutes before the two in a row would. Each line is prefixed with its suite;
// the exit code is the first failure's, or 0.
import { runSteps } from './runPrefixed.mjs'

process.exitCode = await runSteps([
  { name: 'vitest', command: 'npx', args: ['vitest', 'run'] },
  { name: 'e2e', command: 'npm', args: ['run', '--silent', 'test:e2e'] },
])
