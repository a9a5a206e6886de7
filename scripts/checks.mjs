// CI's checks before the tests (.ci/run), side by side where nothing connects them: lint, the
// typecheck and the build read only the sources; the examples and the size budgets read the
// built dist/, so they start once the build passed. Each line is prefixed with its step; the
// exit code is the first failure's, or 0. Usage: node scripts/checks.mjs
import { runSteps } from './runPrefixed.mjs'

process.exitCode = await runSteps([
  { name: 'biome', command: 'npx', args: ['biome', 'ci', '.'] },
  { name: 'tsc', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  // examples/ against the built package, as their users see it.
  {
    name: 'examples',
    command: 'npm',
    args: ['run', '--silent', 'build:examples'],
    after: ['build'],
  },
  // Fails when a size budget is exceeded.
  { name: 'size', command: 'npm', args: ['run', '--silent', 'size'], after: ['build'] },
])
