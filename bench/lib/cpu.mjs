/*
| CPU time used by a process (and, for PostgreSQL, its backends), read from
| /proc: how the machine's CPUs were shared out during a row. Linux only;
| elsewhere every reading is null and the report leaves the columns empty.
*/
import { readdirSync, readFileSync } from 'node:fs'

/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on Linux. */
const TICKS_PER_SECOND = 100

function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // fields after "pid (comm) ": state ppid ... utime(14) stime(15) cutime(16) cstime(17)
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    }
  } catch {
    return null
  }
}

/** Seconds of CPU the process has used so far (all its threads), or null. */
export function processCpu(pid) {
  const stat = pid ? readStat(pid) : null
  return stat ? stat.own / TICKS_PER_SECOND : null
}

/**
 * Seconds of CPU used by a process and its children, living or ended (for
 * PostgreSQL: the postmaster and its backends), or null.
 */
export function treeCpu(pid) {
  const root = pid ? readStat(pid) : null
  if (!root) return null
  let ticks = root.own + root.children
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (stat?.ppid === pid) ticks += stat.own
  }
  return ticks / TICKS_PER_SECOND
}
