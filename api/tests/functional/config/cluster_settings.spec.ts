/*
| CLUSTER, MEDIA_SHARED and REDIS_URL (README, "Deployment") on the real
| server: a clustered instance keeping uploads in a folder declared shared
| starts while another instance of the cluster already stores media on its
| own disk, and keeps its sessions in the Redis it is given. Needs Debian's
| redis-server (which .ci/run installs). Outside CI it is skipped without it;
| under CI (CI=true) it always runs, so a machine missing it fails here.
*/
import { test } from '@japa/runner'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '#start/runtime/free_port'
import { acquireClusterLock } from '#start/runtime/cluster_lock'
import { emptyDatabase } from '#tests/helpers/database'
import { startServer } from '#tests/support/started_server'

function redisServerBinary() {
  for (const folder of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin'])) {
    const candidate = join(folder, 'redis-server')
    if (spawnSync('test', ['-x', candidate]).status === 0) return candidate
  }
  return null
}

/** One Redis command over RESP; answers the reply's first line. */
function redisCommand(port: number, ...words: string[]) {
  return new Promise<string>((resolve, reject) => {
    const socket = createConnection(port, '127.0.0.1')
    socket.once('error', reject)
    socket.write(
      `*${words.length}\r\n${words.map((word) => `$${word.length}\r\n${word}\r\n`).join('')}`
    )
    socket.once('data', (reply) => {
      resolve(reply.toString('utf8').split('\r\n')[0])
      socket.end()
    })
  })
}

async function startRedis(binary: string) {
  const port = await freePort()
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' }
  )
  for (let waited = 0; waited < 20_000; waited += 100) {
    const answer = await redisCommand(port, 'PING').catch(() => null)
    if (answer === '+PONG') break
    await sleep(100)
  }
  return { port, stop: () => child.kill('SIGTERM') }
}

const redisServer = redisServerBinary()

test.group('Settings read at start: a clustered instance', () => {
  test('MEDIA_SHARED=true starts beside an instance on its own disk; REDIS_URL holds the sessions', async ({
    assert,
    cleanup,
  }) => {
    const redis = await startRedis(redisServer!)
    cleanup(() => {
      redis.stop()
    })
    // another instance of the cluster, keeping uploads on its own disk, runs on this database
    const other = await acquireClusterLock('localMedia', { wait: false })
    assert.isNotNull(other)
    cleanup(() => other!.release())
    const media = mkdtempSync(join(tmpdir(), 'pathshala-shared-media-'))
    cleanup(() => rmSync(media, { recursive: true, force: true }))

    // it runs on the suite's database: the admin it makes goes with the test
    cleanup(emptyDatabase)
    const port = await freePort()
    const server = await startServer({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: `redis://127.0.0.1:${redis.port}/0`,
      CLUSTER: 'true',
      MEDIA_ROOT: media,
      MEDIA_SHARED: 'true',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'staff@cluster.test',
      ADMIN_PASSWORD: 'Staff@12345',
    })
    cleanup(() => server.stop())

    const config = await fetch(`${server.origin}/api/v1/config`)
    await config.text()
    const cookie = config.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1])
    const login = await fetch(`${server.origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json',
        cookie,
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify({ email: 'staff@cluster.test', password: 'Staff@12345' }),
    })
    assert.equal(login.status, 200)
    // the session store tags each session with its user (a password reset ends them)
    assert.equal(await redisCommand(redis.port, 'KEYS', 'session_tag:*'), '*1')
  })
    .skip(
      !redisServer && !process.env.CI,
      'redis-server is not installed (apt-get install -y redis-server)'
    )
    .timeout(120_000)
})
