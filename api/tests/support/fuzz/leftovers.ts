import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Watches folders for entries a request left behind: takes a listing at the
 * start, then reports (and removes, so the next batch is judged alone) every
 * entry that was not there. A request may still be cleaning up when its
 * answer arrives, so new entries get a short grace period.
 */
export class LeftoverWatch {
  #known = new Map<string, Set<string>>()

  constructor(private folders: string[]) {}

  async start() {
    for (const folder of this.folders) {
      await mkdir(folder, { recursive: true })
      this.#known.set(folder, new Set(await readdir(folder)))
    }
  }

  async #fresh() {
    const found: string[] = []
    for (const folder of this.folders) {
      const known = this.#known.get(folder)!
      const entries = await readdir(folder).catch(() => [] as string[])
      for (const entry of entries) if (!known.has(entry)) found.push(join(folder, entry))
    }
    return found
  }

  /** New entries still there after `graceMs`; they are removed once reported. */
  async takeLeftovers(graceMs = 1000) {
    const deadline = Date.now() + graceMs
    let found = await this.#fresh()
    while (found.length > 0 && Date.now() < deadline) {
      await sleep(100)
      found = await this.#fresh()
    }
    for (const path of found) await rm(path, { recursive: true, force: true })
    return found
  }
}
