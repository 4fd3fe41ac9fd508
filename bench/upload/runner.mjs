/*
| The uploader side of `npm run bench:upload`: the product's upload queue
| (shared/src/upload) with the desktop main process's transport
| (admin-desktop/src/main/node-chunk-transport.ts), sending files from disk
| in 6 MB chunks to the local endpoint. Node 24 runs that TypeScript by
| stripping its types. Input: a JSON file named by argv[2]:
|   { files: [{ key, path, name, size, preset }], signatures: { [key]: [sig, ...] },
|     concurrency, stateFile, restore, reportConfirmed }
| Output on stdout, one JSON object a line: { confirmed, key, bytes } after
| each durably saved confirmation (with reportConfirmed), { sent, key, start }
| per chunk sent, and at the end { done, seconds, bytes, failed, media,
| peakRssMiB }.
*/
import { openAsBlob } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { UploadQueue } from '@pathshala/shared'
import { nodeChunkTransport } from '../../admin-desktop/src/main/node-chunk-transport.ts'

const input = JSON.parse(await readFile(process.argv[2], 'utf8'))
const byKey = new Map(input.files.map((file) => [file.key, file]))
const out = (value) => process.stdout.write(`${JSON.stringify(value)}\n`)

let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 50)

const chunks = nodeChunkTransport()
const transport = {
  sendChunk(request) {
    out({ sent: true, key: request.fileName, start: request.start })
    return chunks.sendChunk(request)
  },
}

let saving = Promise.resolve()
const queue = new UploadQueue({
  transport,
  concurrency: input.concurrency,
  sign: async (preset) => {
    // signatures were asked for before the clock started, one per file start
    for (const list of Object.values(input.signatures)) {
      const index = list.findIndex((signature) => signature.uploadPreset === preset)
      if (index >= 0) return list.splice(index, 1)[0]
    }
    throw new Error('no signature left')
  },
  openSource: async (job) => {
    const file = byKey.get(job.key)
    if (!file) return null
    const blob = await openAsBlob(file.path)
    return { size: blob.size, path: file.path, slice: (start, end) => blob.slice(start, end) }
  },
  save: (jobs) => {
    if (!input.stateFile) return
    // written whole then renamed: a kill mid-write leaves the previous state, never half a file
    saving = saving
      .then(() => writeFile(`${input.stateFile}.tmp`, JSON.stringify(jobs)))
      .then(() => rename(`${input.stateFile}.tmp`, input.stateFile))
      .then(() => {
        if (!input.reportConfirmed) return
        for (const job of jobs)
          if (job.status !== 'done') out({ confirmed: true, key: job.key, bytes: job.confirmed })
      })
    return saving
  },
})

const started = performance.now()
if (input.restore) queue.restore(JSON.parse(await readFile(input.stateFile, 'utf8')))
else {
  queue.add(
    input.files.map((file) => ({
      key: file.key,
      fileName: file.name,
      size: file.size,
      preset: file.preset,
    }))
  )
}
await queue.whenIdle()
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
peakRss = Math.max(peakRss, process.memoryUsage().rss)
const jobs = queue.snapshot()
await saving
out({
  done: true,
  seconds,
  bytes: jobs.reduce((sum, job) => sum + (job.status === 'done' ? job.size : 0), 0),
  failed: jobs
    .filter((job) => job.status !== 'done')
    .map((job) => `${job.fileName}: ${job.status} ${job.error ?? ''}`),
  media: jobs.map((job) => ({ key: job.key, bytes: job.media?.bytes ?? null })),
  peakRssMiB: peakRss / 1024 / 1024,
})
