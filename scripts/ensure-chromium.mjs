// Makes sure Debian's chromium is at /usr/bin/chromium for Playwright; never downloads a
// Playwright browser. Usage: node scripts/ensure-chromium.mjs
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = '/usr/bin/chromium'

if (existsSync(chromium)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const sudo = isRoot ? [] : ['sudo', '-n']
console.log(`${chromium} is missing: installing Debian's chromium with apt-get…`)
const run = (args) => {
  const [command, ...rest] = [...sudo, ...args]
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) {
    console.error(
      `"${args.join(' ')}" failed; install chromium yourself (apt-get install -y chromium).`,
    )
    process.exit(result.status ?? 1)
  }
}
run(['apt-get', 'update'])
run(['apt-get', 'install', '-y', 'chromium'])
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`)
  process.exit(1)
}
