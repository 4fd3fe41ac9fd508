/*
| `npm run bench:upload`: the bulk upload queue against the local upload
| endpoint. Starts the API as production runs it (demo data, a throwaway
| database and media folder), generates PDFs of 1-20 MB (200 by default;
| `--files N` or BENCH_UPLOAD_FILES for fewer), then in the same run:
|   1. the product's queue (bench/upload/runner.mjs: shared/src/upload, as the
|      desktop's main process runs it) sends them from disk in 6 MB chunks,
|      3 files at a time;
|   2. plain `curl` sends the same files whole, 3 at a time;
|   3. a 200 MB PDF: the queue is killed (SIGKILL) once half is confirmed,
|      started again from its saved state, and must finish without sending
|      the first half again.
| Meanwhile the RSS of the uploader and of the API is sampled. Targets:
| throughput of the queue at least 0.9 of curl's, peak RSS flat (the
| uploader under 200 MiB, the API grown by less than 150 MiB: no file is
| held in memory), the resume PASS. Prints PASS/FAIL per row and writes its
| section of bench/RESULTS.md.
*/
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { provideDatabase } from './lib/database.mjs'
import { stopAll } from './lib/processes.mjs'
import { startProduct } from './web/server.mjs'
import { writeSection } from './web/report.mjs'
import { residentMiB } from './abuse/monitor.mjs'
import { generatePdfs, writePdf } from './upload/files.mjs'

const MB = 1024 * 1024
const argCount = process.argv.indexOf('--files')
const FILES =
  Number(argCount > 0 ? process.argv[argCount + 1] : process.env.BENCH_UPLOAD_FILES) || 200
const CONCURRENCY = 3
const SEED = 20261123
const RESUME_BYTES = 200 * MB
const resultsFile =
  process.env.BENCH_RESULTS ?? fileURLToPath(new URL('RESULTS.md', import.meta.url))
const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url))
const startedAt = Date.now()
const log = (message) =>
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`)

const root = mkdtempSync(join(tmpdir(), 'pathshala-upload-bench-'))
chmodSync(root, 0o755)
let database
let cleaning

function cleanUp() {
  cleaning ??= (async () => {
    await stopAll()
    await database?.release()
    rmSync(root, { recursive: true, force: true })
  })()
  return cleaning
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the database`)
    cleanUp().finally(() => process.exit(130))
  })
}

/** Samples a process's RSS every 100 ms; `stop()` answers the peak in MiB. */
function sampleRss(pid) {
  let peak = residentMiB(pid) ?? 0
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid) ?? 0)
  }, 100)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}

async function adminToken(origin) {
  const response = await fetch(`${origin}/api/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ email: 'admin@pathshala.local', password: 'Admin@12345' }),
  })
  if (response.status !== 201)
    throw new Error(`sign-in: ${response.status} ${await response.text()}`)
  const answer = await response.json()
  return answer.token
}

/** The server's name for the book PDF preset (UPLOAD_PRESET_BOOK_PDF may rename it). */
async function bookPdfPreset(origin) {
  const response = await fetch(`${origin}/api/v1/config`, {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`config: ${response.status} ${await response.text()}`)
  const { data } = await response.json()
  return data.uploadPresets.bookPdf
}

async function sign(origin, token, preset) {
  const response = await fetch(`${origin}/api/v1/generate/generateSignature`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'authorization': `Bearer ${token}`,
    },
    body: JSON.stringify({ uploadPreset: preset }),
  })
  if (!response.ok) throw new Error(`signature: ${response.status} ${await response.text()}`)
  return response.json()
}

async function signatures(origin, token, files, perFile = 1) {
  const all = {}
  for (const file of files) {
    all[file.key] = []
    for (let i = 0; i < perFile; i++) all[file.key].push(await sign(origin, token, file.preset))
  }
  return all
}

/**
 * Runs the queue runner; `onLine` sees each of its JSON lines (return 'kill'
 * to SIGKILL it). Answers its last line and its peak RSS.
 */
function runQueue(input, onLine = () => {}) {
  const inputFile = join(root, `runner-${Date.now()}.json`)
  writeFileSync(inputFile, JSON.stringify(input))
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // Node 24 strips the shared package's types itself
      [join(ROOT_DIR, 'bench/upload/runner.mjs'), inputFile],
      { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'inherit'] }
    )
    const rss = sampleRss(child.pid)
    let last = null
    let buffered = ''
    let killed = false
    child.stdout.on('data', (data) => {
      buffered += data
      let newline
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline)
        buffered = buffered.slice(newline + 1)
        if (!line.trim()) continue
        const value = JSON.parse(line)
        last = value
        if (!killed && onLine(value) === 'kill') {
          killed = true
          child.kill('SIGKILL')
        }
      }
    })
    child.on('error', reject)
    child.on('exit', () => resolve({ last, killed, peakRssMiB: rss.stop() }))
  })
}

/** Sends every file whole with curl, `CONCURRENCY` at a time; answers seconds and failures. */
async function runCurl(origin, files, signed) {
  const started = performance.now()
  const failures = []
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]
      const signature = signed[file.key][0]
      const code = await new Promise((resolve) => {
        const child = spawn(
          'curl',
          [
            '-s',
            '-o',
            '/dev/null',
            '-w',
            '%{http_code}',
            '-F',
            `api_key=${signature.apiKey}`,
            '-F',
            `timestamp=${signature.timestamp}`,
            '-F',
            `signature=${signature.signature}`,
            '-F',
            `upload_preset=${signature.uploadPreset}`,
            '-F',
            `file=@${file.path};type=application/pdf`,
            `${origin}/api/v1/media/upload/raw`,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] }
        )
        let out = ''
        child.stdout.on('data', (data) => (out += data))
        child.on('exit', () => resolve(out.trim()))
      })
      if (code !== '200') failures.push(`${file.name}: ${code}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { seconds: (performance.now() - started) / 1000, failures }
}

function markdown(run) {
  const row = (name, value, target, ok) =>
    `| ${name} | ${value} | ${target} | ${ok ? 'PASS' : 'FAIL'} |`
  return [
    '## Bulk upload (`npm run bench:upload`)',
    '',
    `${run.date}; ${run.machine}; ${run.files} PDFs of 1-20 MB (${(run.bytes / MB).toFixed(0)} MB in all, seed ${SEED}), ${CONCURRENCY} at a time, against the local endpoint (production build, one API process). Took ${run.elapsed}. The queue keeps two 6 MB chunks of each file on their way (up to 6 requests at once), curl one whole-file request per file (3 at once); both read the same files from the page cache. The machine is shared with other work, so the speeds vary from run to run; the ratio is measured in one run.`,
    run.files < 200
      ? `\nA smaller run than the 200 files of the full benchmark (\`--files ${run.files}\`).\n`
      : '',
    '| Row | Measured | Target | Result |',
    '| --- | ---: | --- | --- |',
    row(
      'Queue (6 MB chunks)',
      `${run.queue.mbps.toFixed(1)} MB/s (${run.queue.seconds.toFixed(1)} s)`,
      '',
      run.queue.failed.length === 0
    ),
    row(
      'curl, whole files',
      `${run.curl.mbps.toFixed(1)} MB/s (${run.curl.seconds.toFixed(1)} s)`,
      '',
      run.curl.failures.length === 0
    ),
    row('Throughput ratio queue / curl', run.ratio.toFixed(2), '≥ 0.90', run.checks.ratio),
    row(
      'Uploader peak RSS (1-20 MB files; one 200 MB file)',
      `${run.queue.peakRssMiB.toFixed(0)} MiB; ${run.resume.peakRssMiB.toFixed(0)} MiB`,
      '< 200 MiB, flat',
      run.checks.uploaderRss
    ),
    row(
      'API peak RSS',
      `${run.api.peak.toFixed(0)} MiB (${run.api.before.toFixed(0)} at rest)`,
      'grows < 150 MiB',
      run.checks.apiRss
    ),
    row(
      'Resume after a kill at 50% (200 MB)',
      `killed at ${(run.resume.killedAt / MB).toFixed(0)} MB; resent ${(run.resume.resentBelowKill / MB).toFixed(0)} MB below it; ${run.resume.complete ? 'complete' : 'incomplete'}`,
      'continues from the last confirmed chunk',
      run.checks.resume
    ),
    '',
  ].join('\n')
}

async function main() {
  const storefrontDir = join(root, 'dist')
  mkdirSync(storefrontDir)
  writeFileSync(join(storefrontDir, 'index.html'), '<!doctype html><title>bench</title>')
  log('starting the database and the API (production, demo data)')
  database = await provideDatabase()
  const { api, origin } = await startProduct({
    databaseUrl: database.url,
    storageDir: join(root, 'storage'),
    storefrontDir,
  })
  const token = await adminToken(origin)
  const pdfPreset = await bookPdfPreset(origin)

  const folder = join(root, 'files')
  mkdirSync(folder)
  log(`writing ${FILES} PDFs of 1-20 MB`)
  const files = await generatePdfs(folder, FILES, SEED, pdfPreset)
  const bytes = files.reduce((sum, file) => sum + file.size, 0)
  log(`${(bytes / MB).toFixed(0)} MB written`)

  const apiBefore = residentMiB(api.child.pid) ?? 0
  const apiRss = sampleRss(api.child.pid)

  log('queue: signing, then uploading')
  const queueSignatures = await signatures(origin, token, files)
  const queueRun = await runQueue({ files, signatures: queueSignatures, concurrency: CONCURRENCY })
  const queue = queueRun.last
  queue.peakRssMiB = queueRun.peakRssMiB
  queue.mbps = queue.bytes / MB / queue.seconds
  log(
    `queue: ${queue.seconds.toFixed(1)} s, ${queue.mbps.toFixed(1)} MB/s, ${queue.failed.length} failed, peak RSS ${queue.peakRssMiB.toFixed(0)} MiB`
  )

  log('curl: signing, then uploading')
  const curlSignatures = await signatures(origin, token, files)
  const curl = await runCurl(origin, files, curlSignatures)
  curl.mbps = bytes / MB / curl.seconds
  log(
    `curl: ${curl.seconds.toFixed(1)} s, ${curl.mbps.toFixed(1)} MB/s, ${curl.failures.length} failed`
  )

  log('resume: a 200 MB PDF, killed once half is confirmed')
  const big = {
    key: join(folder, 'resume-200mb.pdf'),
    name: 'resume-200mb.pdf',
    size: RESUME_BYTES,
    preset: pdfPreset,
  }
  big.path = big.key
  await writePdf(big.path, RESUME_BYTES, 'Resume')
  const stateFile = join(root, 'queue-state.json')
  let killedAt = 0
  const firstRun = await runQueue(
    {
      files: [big],
      signatures: await signatures(origin, token, [big]),
      concurrency: 1,
      stateFile,
      reportConfirmed: true,
    },
    (line) => {
      if (line.confirmed && line.bytes >= RESUME_BYTES / 2) {
        killedAt = line.bytes
        return 'kill'
      }
    }
  )
  const sentAfter = []
  const secondRun = await runQueue(
    {
      files: [big],
      signatures: await signatures(origin, token, [big], 2),
      concurrency: 1,
      stateFile,
      restore: true,
    },
    (line) => {
      if (line.sent) sentAfter.push(line.start)
    }
  )
  const resentBelowKill = sentAfter.filter((start) => start < killedAt).length * 6 * MB
  const resume = {
    peakRssMiB: Math.max(firstRun.peakRssMiB, secondRun.peakRssMiB),
    killedAt,
    resentBelowKill,
    complete:
      secondRun.last?.done === true &&
      secondRun.last.failed.length === 0 &&
      secondRun.last.media[0]?.bytes === RESUME_BYTES,
    firstStart: sentAfter[0] ?? null,
  }
  log(
    `resume: killed=${firstRun.killed} at ${(killedAt / MB).toFixed(0)} MB; second run started at ${((resume.firstStart ?? 0) / MB).toFixed(0)} MB; complete=${resume.complete}`
  )

  const apiPeak = apiRss.stop()
  const ratio = queue.mbps / curl.mbps
  const checks = {
    ratio: ratio >= 0.9 && queue.failed.length === 0 && curl.failures.length === 0,
    // flat: the same for a 200 MB file as for the batch of 1-20 MB files
    uploaderRss: queue.peakRssMiB < 200 && resume.peakRssMiB < 200,
    apiRss: apiPeak - apiBefore < 150,
    resume:
      firstRun.killed && killedAt >= RESUME_BYTES / 2 && resentBelowKill === 0 && resume.complete,
  }
  for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`)
  for (const failure of [...queue.failed, ...curl.failures]) console.log(`  ${failure}`)
  if (queue.failed.length + curl.failures.length > 0)
    console.log(`API output:\n${api.output.slice(-4000)}`)

  const elapsed = Math.round((Date.now() - startedAt) / 1000)
  const run = {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: `${cpus().length} CPUs ${cpus()[0]?.model?.trim() ?? ''}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`,
    elapsed: `${Math.floor(elapsed / 60)} min ${elapsed % 60} s`,
    files: FILES,
    bytes,
    queue,
    curl,
    ratio,
    api: { before: apiBefore, peak: apiPeak },
    resume,
    checks,
  }
  if (resultsFile !== '-') {
    writeSection(resultsFile, markdown(run), {
      start: '<!-- upload-start -->',
      end: '<!-- upload-end -->',
    })
    log(`wrote the Bulk upload section of ${resultsFile}`)
  }
  return Object.values(checks).every(Boolean)
}

try {
  const passed = await main()
  console.log(passed ? '\nbench:upload PASS' : '\nbench:upload FAIL')
  process.exitCode = passed ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
