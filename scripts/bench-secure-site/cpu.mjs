// Who used the CPU during a phase of the bench, from /proc: each process group's CPU per request
// and how busy the machine's cores were.
import { spawnSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/** Who used the CPU, in the order the report prints them. */
export const cpuGroups = ['instances', 'PostgreSQL', 'haproxy', 'SMTP server', 'load generator']

/** One process's /proc stat: parent, name, CPU ticks of its own and of its reaped children. */
const readStat = async (pid) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    parent: Number(fields[1]),
    own: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
  }
}

/**
 * CPU used so far (ms, user + system) by this bench's processes, by group: each process
 * counts for its nearest ancestor that names a group (an instance, the SMTP server, haproxy,
 * a postgres process; this process is the load generator), with its children it reaped (a
 * PostgreSQL backend that ended is in the postmaster's figure). Also the machine's busy and
 * total CPU (/proc/stat), to tell a row held by CPU from one held by latency. `known` holds
 * the instances' and the SMTP server's pids.
 */
export async function cpuSnapshot(known) {
  const stats = new Map()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readStat(entry).catch(() => undefined)
    if (stat) stats.set(Number(entry), stat)
  }
  // Only this process's descendants count: other people's postgres or haproxy do not.
  const groupOf = (pid) => {
    let group
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = stats.get(at)?.parent ?? 0, hops++) {
      if (at === process.pid) return group ?? 'load generator'
      const name = stats.get(at)?.name ?? ''
      group ??= known.instances.includes(at)
        ? 'instances'
        : at === known.sink
          ? 'SMTP server'
          : name === 'haproxy'
            ? 'haproxy'
            : name.startsWith('postgres')
              ? 'PostgreSQL'
              : undefined
    }
    return undefined
  }
  const byGroup = Object.fromEntries(cpuGroups.map((group) => [group, 0]))
  for (const [pid, stat] of stats) {
    const group = groupOf(pid)
    if (group === undefined) continue
    // This process's reaped children are earlier rows' instances: not this row's CPU.
    byGroup[group] += pid === process.pid ? stat.own : stat.own + stat.reaped
  }
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/)
  const times = line.slice(1, 9).map(Number)
  const total = times.reduce((sum, value) => sum + value, 0)
  const idle = times[3] + times[4]
  const toMs = (ticks) => (ticks * 1000) / clockTicks
  return {
    at: performance.now(),
    byGroup: Object.fromEntries(Object.entries(byGroup).map(([key, value]) => [key, toMs(value)])),
    machineBusyMs: toMs(total - idle),
    machineMs: toMs(total),
  }
}

/** What `count` requests cost between two snapshots: ms per request by group, and shares. */
export const cpuBetween = ({ before, after, count }) => {
  const perRequest = Object.fromEntries(
    cpuGroups.map((group) => [group, (after.byGroup[group] - before.byGroup[group]) / count]),
  )
  const ours = cpuGroups.reduce((sum, group) => sum + perRequest[group], 0)
  const wallMs = after.at - before.at
  const cores = cpus().length
  return {
    perRequest,
    ours,
    // Of the machine's cores over the phase: this bench's processes, and everything.
    oursShare: (ours * count) / (wallMs * cores),
    machineShare:
      (after.machineBusyMs - before.machineBusyMs) / (after.machineMs - before.machineMs),
    load: loadavg()[0],
  }
}
