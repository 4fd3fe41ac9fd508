/*
| `npm run bench:web` (issue 5, "Fast"): builds the storefront for production,
| serves it with the API and measures /home in headless Chromium: the gzipped
| JavaScript of the first load (budget 170 kB, no admin code) and Largest
| Contentful Paint with 4x CPU slowdown (median of 5, budget 1.5 s). Prints
| both with PASS/FAIL and updates the Storefront section of bench/RESULTS.md.
*/
import { mkdtempSync, rmSync, chmodSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { provideDatabase } from './lib/database.mjs'
import { stopAll } from './lib/processes.mjs'
import {
  buildStorefront,
  homeChunksFromManifest,
  readManifest,
  sourcesByFile,
} from './web/build.mjs'
import {
  CPU_SLOWDOWN,
  VIEWPORT,
  firstLoadFiles,
  largestContentfulPaint,
  launch,
} from './web/browser.mjs'
import { BUDGETS, kb, markdown, writeSection } from './web/report.mjs'
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
const sum = (files, kind) => files.filter((f) => f.kind === kind).reduce((t, f) => t + f.gzip, 0)
const verdict = (ok) => (ok ? 'PASS' : 'FAIL')

async function main() {
  const outDir = join(root, 'dist')
  log('building the storefront for production')
  await buildStorefront(outDir)
  const manifest = readManifest(outDir)
  const sources = sourcesByFile(manifest)
  const manifestFiles = homeChunksFromManifest(manifest, outDir)

  log('starting the database and the API (production, demo data)')
  database = await provideDatabase()
  const { origin } = await startProduct({
    databaseUrl: database.url,
    storageDir: join(root, 'storage'),
    storefrontDir: outDir,
  })

  browser = await launch()
  // other work on the machine slows the throttled CPU further: the report says how busy it was
  const load = loadavg()[0].toFixed(1)
  log(`warm-up visit (load average ${load})`)
  await largestContentfulPaint(browser, origin)

  log('first load of /home: scripts and stylesheets')
  const loaded = await firstLoadFiles(browser, origin)
  const jsGzip = sum(loaded, 'js')
  const cssGzip = sum(loaded, 'css')
  const adminFiles = loaded
    .filter((f) => /admin/i.test(f.url) || /admin/i.test(sources.get(f.url.slice(1)) ?? ''))
    .map((f) => f.url)

  const lcpRuns = []
  for (let run = 1; run <= runs; run++) {
    const result = await largestContentfulPaint(browser, origin)
    lcpRuns.push(result)
    log(`LCP run ${run}/${runs}: ${Math.round(result.lcp.time)} ms (${result.lcp.element})`)
  }
  const lcpMedian = median(lcpRuns.map((r) => r.lcp.time))
  const fcpMedian = median(lcpRuns.map((r) => r.fcp ?? 0))
  const verdicts = {
    js: verdict(jsGzip <= BUDGETS.firstLoadJsKb * 1000),
    lcp: verdict(lcpMedian < BUDGETS.lcpMs),
    admin: verdict(adminFiles.length === 0),
  }
  const lcpElement = lcpRuns.at(-1).lcp.element

  console.log('\nFiles requested by the /home first load (gzip kB):')
  for (const f of loaded) {
    const source = sources.get(f.url.slice(1)) ?? ''
    console.log(`  ${kb(f.gzip).padStart(7)}  ${f.kind.padEnd(3)} ${f.url}  ${source}`)
  }
  console.log('\nThe Vite manifest lists for /home:')
  for (const f of manifestFiles) {
    console.log(
      `  ${kb(f.gzip).padStart(7)}  ${f.kind.padEnd(3)} ${f.file}  ${sources.get(f.file) ?? ''}`
    )
  }
  console.log(`
/home first-load JavaScript (gzip): ${kb(jsGzip)} kB of ${BUDGETS.firstLoadJsKb} kB   ${verdicts.js}
Admin code in the first load:        ${adminFiles.length === 0 ? 'none' : adminFiles.join(', ')}   ${verdicts.admin}
/home LCP (4x CPU, median of ${runs}):     ${Math.round(lcpMedian)} ms of ${BUDGETS.lcpMs} ms   ${verdicts.lcp}
  (runs: ${lcpRuns.map((r) => Math.round(r.lcp.time)).join(', ')} ms; LCP element ${lcpElement})`)

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
        jsGzip,
        cssGzip,
        lcpRuns,
        lcpMedian,
        fcpMedian,
        lcpElement,
        adminFiles,
        verdicts,
        loaded,
        manifestFiles,
        sources,
      })
    )
    log(`wrote the Storefront section of ${resultsFile}`)
  }
  return Object.values(verdicts).every((v) => v === 'PASS')
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
