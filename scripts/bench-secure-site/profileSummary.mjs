// Where an instance's CPU goes: BENCH_PROFILE_DIR=dir writes each instance's V8 CPU profile
// there, and `node scripts/bench-secure-site.mjs --profile-summary dir [name…]` prints each
// profile's self time by package and by function, and the inclusive time of functions whose
// name contains a `name`, over the requests (from the first sample in a route to the last),
// per login with BENCH_PROFILE_LOGINS=n (the signatures after the logins count too: keep
// BENCH_SIGNATURES small, one BENCH_INSTANCES row). V8 samples wall time: on busy cores a process
// preempted inside a system call (`writev` of a reply, a statement, a mail) shows there, so
// take the JS functions' shares from the profile and the CPU per login from the bench's table.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Prints where the profiles in `dir` spent their time (see the header). */
export async function summarizeProfiles(dir, names) {
  const perLogin = Number(process.env.BENCH_PROFILE_LOGINS ?? 0)
  const unit = perLogin > 0 ? perLogin : 1000
  const label = perLogin > 0 ? 'µs per login' : 'ms'
  const ownerOf = (url) =>
    !url
      ? '(native)'
      : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        (url.startsWith('node:') ? url : url.replace(/^.*\/secure-site\/src\//, 'secure-site: ')))
  const top = (totals, count) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${String(Math.round(us / unit)).padStart(7)} ${label}  ${name}`)
      .join('\n')
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8'))
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    const parents = new Map()
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id)
    const stack = (id) => {
      const frames = []
      for (let at = id; at !== undefined; at = parents.get(at)) frames.push(nodes.get(at).callFrame)
      return frames
    }
    const inRoute = (id) =>
      stack(id).some((frame) => frame.url.includes('/secure-site/src/routes/'))
    let first = profile.samples.findIndex(inRoute)
    if (first === -1) first = 0
    let last = profile.samples.length - 1
    while (last > first && !inRoute(profile.samples[last])) last--
    const byOwner = new Map()
    const byFunction = new Map()
    const inclusive = new Map()
    const add = (totals, { key, us }) => totals.set(key, (totals.get(key) ?? 0) + us)
    for (let index = first; index <= last; index++) {
      const us = profile.timeDeltas[index] ?? 0
      const frame = nodes.get(profile.samples[index]).callFrame
      add(byOwner, { key: ownerOf(frame.url), us })
      add(byFunction, {
        key: `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber}`,
        us,
      })
      const seen = new Set()
      for (const outer of stack(profile.samples[index])) {
        const key = `${outer.functionName} ${ownerOf(outer.url)}`
        if (seen.has(key) || !names.some((name) => outer.functionName.includes(name))) continue
        seen.add(key)
        add(inclusive, { key, us })
      }
    }
    console.log(`${file}: samples ${first}–${last}\n-- self, by package\n${top(byOwner, 25)}`)
    console.log(`-- self, by function\n${top(byFunction, 40)}`)
    if (names.length > 0) console.log(`-- inclusive\n${top(inclusive, 40)}`)
  }
}
