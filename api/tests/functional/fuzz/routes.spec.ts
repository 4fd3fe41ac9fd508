import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import mediaConfig from '#config/media'
import { withCleanDatabase } from '#tests/helpers/database'
import { razorpayStandIn } from '#tests/support/razorpay_stand_in'
import { googleStandIn } from '#tests/support/google_stand_in'
import {
  describeRequest,
  requestArbitrary,
  type FuzzRequest,
  type FuzzRoute,
} from '#tests/support/fuzz/generators'
import { closeFuzzConnections, sendFuzzRequest } from '#tests/support/fuzz/sender'
import {
  fuzzIdentities,
  refreshIdentities,
  checkHealth,
  type FuzzIdentity,
} from '#tests/support/fuzz/identities'
import { LeftoverWatch } from '#tests/support/fuzz/leftovers'
import { withFrontEndBuilds } from '#tests/support/front_end_builds'
import { apiFieldNames, clearFuzzRows, FuzzRecords, fuzzUsers } from '#tests/support/fuzz/fixtures'

/*
| Every route of the router, as every kind of caller, with hostile input
| (see tests/support/fuzz/generators.ts). The server must never answer 5xx,
| never stop answering, and leave no file in the body parser's temp folder or
| the media `.incoming` folder. FUZZ_SEED reruns one run exactly; FUZZ_RUNS
| sets the requests per route (default 24).
*/

const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24)
const PARALLEL = 4

interface Finding {
  route: string
  identity: string
  request: string
  problem: string
}

/** The routes the router has right now, so a new route is fuzzed without editing this file. */
function routeTable(): FuzzRoute[] {
  const table = router.toJSON() as Record<string, { pattern: string; methods: string[] }[]>
  return Object.values(table)
    .flat()
    .map((route) => ({ pattern: route.pattern, methods: [...route.methods] }))
}

/** A stable per-route seed, so a run can be repeated route by route. */
function seedFor(pattern: string) {
  let hash = SEED
  for (const char of pattern) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash
}

async function runPool<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await worker(items[next++])
    })
  )
}

/**
 * The suite proves little if its signed-in callers are refused at the door:
 * each must get past authentication and CSRF to a real answer of a write.
 */
async function assertCallersWork(identities: FuzzIdentity[]) {
  const write: FuzzRequest = {
    method: 'PUT',
    path: '/api/v1/profile/updateProfile',
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode('{}'),
    delivery: 'normal',
    label: 'harness check',
  }
  for (const identity of identities) {
    const answer = await sendFuzzRequest(BASE_URL, write, identity.headers)
    const signedIn = /\((session|bearer)\)/.test(identity.name)
    if (signedIn !== (answer.status === 200)) {
      throw new Error(`fuzz harness: ${identity.name} got ${answer.status}: ${answer.body}`)
    }
  }
}

test.group('Fuzz: every route, every caller, hostile input', (group) => {
  withCleanDatabase(group)

  let tempFolder = ''
  const originalTmp = process.env.TMPDIR
  group.setup(async () => {
    // the body parser writes multipart files to os.tmpdir(): a private one makes any leftover ours
    tempFolder = await mkdtemp(join(tmpdir(), 'pathshala-fuzz-'))
    process.env.TMPDIR = tempFolder
    const restoreBuilds = withFrontEndBuilds()
    mail.fake()
    await razorpayStandIn.start()
    await googleStandIn.start()
    return async () => {
      if (originalTmp === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = originalTmp
      restoreBuilds()
      mail.restore()
      await razorpayStandIn.stop()
      await googleStandIn.stop()
      closeFuzzConnections()
      await rm(tempFolder, { recursive: true, force: true })
    }
  })

  test('no 5xx, no dead server, no files left behind', async ({ assert }) => {
    const started = Date.now()
    const routes = routeTable()
    const fieldNames = await apiFieldNames()
    const users = await fuzzUsers()
    const records = new FuzzRecords(users)

    const bodyparser = app.config.get<{ multipart?: { tmpFileName?: () => string } }>('bodyparser')
    const folders = new Set([tempFolder, join(mediaConfig.localRoot, '.incoming')])
    if (typeof bodyparser.multipart?.tmpFileName === 'function') {
      folders.add(dirname(join(tempFolder, bodyparser.multipart.tmpFileName())))
    }
    const watch = new LeftoverWatch([...folders])
    await watch.start()

    const findings: Finding[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    let identities: FuzzIdentity[] = await fuzzIdentities(BASE_URL, users)
    await assertCallersWork(identities)

    const timing = { records: 0, requests: 0, identities: 0, checks: 0 }
    const slow: [number, string][] = []
    const slowest: [number, string][] = []
    for (const route of routes) {
      let mark = Date.now()
      await clearFuzzRows()
      const goodIds = await records.ids()
      timing.records += Date.now() - mark
      mark = Date.now()
      const requests: FuzzRequest[] = fc.sample(requestArbitrary(route, { goodIds, fieldNames }), {
        seed: seedFor(route.pattern),
        numRuns: RUNS_PER_ROUTE,
      })
      const jobs = requests.map((request, index) => ({
        request,
        identity: identities[index % identities.length],
      }))

      await runPool(jobs, async ({ request, identity }) => {
        const begun = Date.now()
        const answer = await sendFuzzRequest(BASE_URL, request, identity.headers)
        slowest.push([Date.now() - begun, describeRequest(request, 100)])
        sent += 1
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const problem =
          answer.status >= 500
            ? `answered ${answer.status}: ${answer.body.slice(0, 300)}`
            : answer.error
              ? `no answer: ${answer.error}`
              : null
        if (problem) {
          findings.push({
            route: `${route.methods.join('|')} ${route.pattern}`,
            identity: identity.name,
            request: describeRequest(request),
            problem,
          })
        }
      })

      timing.requests += Date.now() - mark
      slow.push([Date.now() - mark, route.pattern])
      if (process.env.FUZZ_TRACE) console.log(route.pattern, Date.now() - mark, timing)
      mark = Date.now()
      const health = await checkHealth(BASE_URL)
      if (!health.healthy) {
        findings.push({
          route: route.pattern,
          identity: '-',
          request: health.failures.join('\n    '),
          problem: 'the server stopped answering its health check after this batch',
        })
        break
      }
      if (health.failures.length > 0) {
        console.log(`fuzz: health check after ${route.pattern} recovered:`, health.failures)
      }
      for (const path of await watch.takeLeftovers()) {
        findings.push({
          route: route.pattern,
          identity: '-',
          request: '-',
          problem: `left a file behind: ${path}`,
        })
      }
      timing.checks += Date.now() - mark
      mark = Date.now()
      identities = await refreshIdentities(BASE_URL, users, identities)
      timing.identities += Date.now() - mark
    }
    if (process.env.FUZZ_TRACE) {
      console.log(JSON.stringify(timing), slow.sort((a, b) => b[0] - a[0]).slice(0, 12))
      console.log(slowest.sort((a, b) => b[0] - a[0]).slice(0, 12))
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}:${count}`)
      .join(' ')
    console.log(
      `fuzz: ${routes.length} routes, ${sent} requests in ${seconds} s, seed ${SEED} (statuses ${histogram})`
    )
    if (findings.length > 0) {
      const shown = findings
        .slice(0, 40)
        .map(
          (finding) =>
            `- ${finding.route} as ${finding.identity}: ${finding.problem}\n    ${finding.request}`
        )
        .join('\n')
      assert.fail(
        `${findings.length} problem(s); repeat with FUZZ_SEED=${SEED}:\n${shown}` +
          (findings.length > 40 ? `\n… and ${findings.length - 40} more` : '')
      )
    }
  }).timeout(Math.max(240_000, RUNS_PER_ROUTE * 10_000))
})
