import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { FailureGate } from '#accounts/services/failure_gate'
import { Throttle } from '#core/services/throttles'
import { withCleanDatabase } from '#tests/helpers/database'

/**
 * Two gates stand for two API instances behind one balancer: each has its own
 * process-local count, and they share only the limiter's store (PostgreSQL
 * here, as in production without Redis).
 */
test.group('FailureGate across instances', (group) => {
  withCleanDatabase(group)

  test('parallel wrong passwords on two instances stop exactly at the limit', async ({
    assert,
  }) => {
    const limit = new Throttle(`gate-test-${randomUUID()}`, { requests: 5, duration: '5 mins' })
    const key = 'login:guess@example.com:203.0.113.9'
    // three known failures: room for exactly two more
    await limit.set(key, 3, '5 mins')
    const instances = [new FailureGate(), new FailureGate()]

    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async (_, attempt) => {
        const admission = await instances[attempt % 2].admit([{ throttle: limit, key }])
        if (admission.refused) return 'refused'
        // a password check takes a while: the others arrive while it runs
        await sleep(150)
        await admission.settle(true)
        return 'checked'
      })
    )

    assert.equal(outcomes.filter((outcome) => outcome === 'checked').length, 2)
    const failures = await limit.get(key)
    assert.equal(failures?.consumed, 5)
  }).timeout(30_000)

  test('correct sign-ins on both instances all pass while failures are near the limit', async ({
    assert,
  }) => {
    const limit = new Throttle(`gate-test-${randomUUID()}`, { requests: 5, duration: '5 mins' })
    const key = 'login:203.0.113.10'
    await limit.set(key, 4, '5 mins')
    const instances = [new FailureGate(), new FailureGate()]

    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async (_, attempt) => {
        const admission = await instances[attempt % 2].admit([{ throttle: limit, key }])
        if (admission.refused) return 'refused'
        await sleep(50)
        await admission.settle(false)
        return 'signed in'
      })
    )

    assert.deepEqual(outcomes, Array(8).fill('signed in'))
    const failures = await limit.get(key)
    assert.equal(failures?.consumed, 4)
  }).timeout(30_000)
})
