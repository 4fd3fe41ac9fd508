/*
| `npm run bench:web` (issue 14, "Fast over the wire"): builds the storefront
| for production, serves it with the API and visits /home, /home/explore,
| /home/store and a course page in headless Chromium as a first-time visitor:
| JavaScript, CSS, images and all bytes as received, requests, Largest
| Contentful Paint with 4x CPU slowdown alone and with a slow-4G network, and
| layout shift; medians of 5 visits each, against the targets in
| web/report.mjs. Prints them with PASS/FAIL and rewrites the Storefront
| section of bench/RESULTS.md.
*/
import { mkdtempSync, rmSync, chmodSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { provideDatabase } from './lib/database.mjs'
import { stopAll } from './lib/processes.mjs'
import { buildStorefront, sourcesByFile } from './web/build.mjs'
import { CPU_SLOWDOWN, PROFILES, VIEWPORT, firstCoursePath, launch, visit } from './web/browser.mjs'
import { kb, markdown, verdictsOf, writeSection } from './web/report.mjs'
import { startProduct } from './web/server.mjs'

const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS) || 5)
const resultsFile =
  process.env.BENCH_WEB_RESULTS ?? fileURLToPath(new URL('RESULTS.md', import.meta.url))
const startedAt = Date.now()
const log = (message) =>
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`)

const root = mkdtempSync(join(tmpdir(), 'pathshala-webbench-'))
chmodSync(root, 0o755)
let database
let browser
let cleaning

function cleanUp() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {})
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Every visit of one page, and the medians the report shows. */
async function measurePage(origin, label, path) {
  const visits = { cpu: [], slow4g: [] }
  for (const profile of PROFILES) {
    for (let run = 1; run <= runs; run++) {
      const result = await visit(browser, `${origin}${path}`, profile)
      visits[profile.key].push(result)
      log(
        `${label} ${profile.label} ${run}/${runs}: LCP ${Math.round(result.lcp.time)} ms, ` +
          `JS ${kb(result.bytes.js)} kB, all ${kb(result.bytes.total)} kB, CLS ${result.cls.toFixed(3)}`
      )
    }
  }
  const cpu = visits.cpu
  const bytesMedian = (key) => median(cpu.map((v) => v.bytes[key]))
  const page = {
    label,
    path,
    bytes: {
      js: bytesMedian('js'),
      css: bytesMedian('css'),
      img: bytesMedian('img'),
      total: bytesMedian('total'),
      withoutImages: bytesMedian('withoutImages'),
    },
    requests: median(cpu.map((v) => v.requests)),
    lcp: {
      cpu: median(cpu.map((v) => v.lcp.time)),
      slow4g: median(visits.slow4g.map((v) => v.lcp.time)),
    },
    cls: median(cpu.map((v) => v.cls)),
    runs: {
      cpu: cpu.map((v) => Math.round(v.lcp.time)),
      slow4g: visits.slow4g.map((v) => Math.round(v.lcp.time)),
    },
    lcpElement: cpu.at(-1).lcp.element,
    files: cpu[0].files,
    allFiles: [...cpu, ...visits.slow4g].flatMap((v) => v.files),
  }
  page.verdicts = verdictsOf(page)
  return page
}

async function main() {
  const outDir = join(root, 'dist')
  log('building the storefront for production')
  await buildStorefront(outDir)
  const sources = sourcesByFile(outDir)

  log('starting the database and the API (production, demo data)')
  database = await provideDatabase()
  const { origin } = await startProduct({
    databaseUrl: database.url,
    storageDir: join(root, 'storage'),
    storefrontDir: outDir,
  })

  browser = await launch()
  const coursePath = await firstCoursePath(browser, origin)
  const pages = [
    ['/home', '/home'],
    ['/home/explore', '/home/explore'],
    ['/home/store', '/home/store'],
    ['course page', coursePath],
  ]
  // other work on the machine slows the throttled CPU further: the report says how busy it was
  const load = loadavg()[0].toFixed(1)
  log(`warm-up visit (load average ${load})`)
  await visit(browser, `${origin}/home`, PROFILES[0])

  const measured = []
  for (const [label, path] of pages) measured.push(await measurePage(origin, label, path))

  const adminFiles = [
    ...new Set(
      measured
        .flatMap((p) => p.allFiles)
        .map((f) => new URL(f.url).pathname)
        .filter(
          (path) => path.startsWith('/admin') || /admin/i.test(sources.get(path.slice(1)) ?? '')
        )
    ),
  ]
  const failures = measured.flatMap((p) =>
    Object.entries(p.verdicts)
      .filter(([, v]) => v === 'FAIL')
      .map(([name]) => `${p.label} ${name}`)
  )
  if (adminFiles.length > 0) failures.push('admin code requested')

  console.log('\nMedians of', runs, 'first visits (kB as received):')
  for (const p of measured) {
    const v = p.verdicts
    console.log(
      `  ${p.label.padEnd(14)} JS ${kb(p.bytes.js).padStart(6)} ${v.js}  CSS ${kb(p.bytes.css).padStart(6)}  ` +
        `images ${kb(p.bytes.img).padStart(6)}  all but images ${kb(p.bytes.withoutImages).padStart(6)}  ` +
        `all ${kb(p.bytes.total).padStart(6)} ${v.bytes}  requests ${p.requests}  LCP ${Math.round(p.lcp.cpu)} ms ${v.lcpCpu}  ` +
        `slow 4G ${Math.round(p.lcp.slow4g)} ms ${v.lcpSlow4g}  CLS ${p.cls.toFixed(3)} ${v.cls}`
    )
  }
  console.log(failures.length === 0 ? '\nEvery target met.' : `\nNot met: ${failures.join('; ')}`)

  const elapsedSeconds = Math.round((Date.now() - startedAt) / 1000)
  if (resultsFile !== '-') {
    writeSection(
      resultsFile,
      markdown({
        date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        load,
        machine: `${cpus().length} CPUs ${cpus()[0]?.model?.trim() ?? ''}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`,
        chromium: browser.version(),
        elapsed: `${Math.floor(elapsedSeconds / 60)} min ${elapsedSeconds % 60} s`,
        viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
        cpuSlowdown: CPU_SLOWDOWN,
        runs,
        pages: measured,
        adminFiles,
        failures,
        passed: failures.length === 0,
        sources,
      })
    )
    log(`wrote the Storefront section of ${resultsFile}`)
  }
  return failures.length === 0
}

try {
  const passed = await main()
  process.exitCode = passed ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
