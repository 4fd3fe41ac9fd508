import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import type { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Streams `source` through `gate` (which counts, bounds and judges the bytes)
 * into a new file at `path`. On failure it waits until the file is closed, so
 * removing it afterwards leaves nothing behind.
 */
export async function streamToFile(
  source: Readable,
  gate: Transform,
  path: string,
  signal: AbortSignal
) {
  const file = createWriteStream(path)
  try {
    await pipeline(source, gate, file, { signal })
  } catch (error) {
    if (!file.closed) await once(file, 'close').catch(() => {})
    throw error
  }
}
