import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** Runs a command to its end, output into `log`; rejects with the exit code. */
export function runToEnd(command: string, args: string[], cwd: string, log: string) {
  mkdirSync(dirname(log), { recursive: true })
  const out = createWriteStream(log, { flags: 'a' })
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('error', reject)
    child.on('close', (code) => {
      out.end()
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code} (see ${log})`))
    })
  })
}

/** True while any process of the group `pgid` is alive. */
export function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Starts a long-running command as the leader of its own process group, so everything it starts
 * (npm, node, the embedded PostgreSQL) can be found and, as a last resort, killed together.
 */
export function startGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string }
) {
  mkdirSync(dirname(options.log), { recursive: true })
  const out = createWriteStream(options.log, { flags: 'a' })
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.pipe(out)
  child.stderr!.pipe(out)
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
  })
  // however the runner ends, nothing of the group outlives it
  const killOnExit = () => {
    if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL')
  }
  process.on('exit', killOnExit)
  return { child, exited, forget: () => process.off('exit', killOnExit) }
}

/**
 * Stops a group started by startGroup: SIGTERM to its leader (npm hands it on to the server,
 * which stops its database), then waits for the whole group to be gone; SIGKILL after
 * `graceMs`. Resolves with true when everything stopped on its own.
 */
export async function stopGroup(group: ReturnType<typeof startGroup>, graceMs = 20_000) {
  const pgid = group.child.pid!
  if (group.child.exitCode === null && group.child.signalCode === null) group.child.kill('SIGTERM')
  const deadline = Date.now() + graceMs
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100)
  const clean = !groupAlive(pgid)
  if (!clean) process.kill(-pgid, 'SIGKILL')
  while (groupAlive(pgid)) await sleep(100)
  group.forget()
  return clean
}

/** Processes whose command line mentions `text` (a data folder, say): pid and command. */
export function processesUsing(text: string): string[] {
  const found: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      if (command.includes(text)) found.push(`${pid} ${command}`)
    } catch {
      // the process ended while we looked
    }
  }
  return found
}
