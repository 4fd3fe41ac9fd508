import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import pg from 'pg'
import Reconciler from '#payments/services/reconciler'
import { acquireClusterLock } from '#start/runtime/cluster_lock'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  age,
  courseOrder,
  enrolmentCount,
  razorpayStandIn,
  withFakeMail,
  withRazorpayStandIn,
} from './helpers.js'

async function reconcile(options = {}) {
  const reconciler = await app.container.make(Reconciler)
  return reconciler.run(options)
}

/** A paid order nobody told the API about, old enough for the reconciler. */
async function forgottenPaidOrder(client: Parameters<typeof courseOrder>[0]) {
  const learner = await UserFactory.create()
  const course = await CourseFactory.create()
  const order = await courseOrder(client, learner, course.id)
  razorpayStandIn.pay(order.id)
  await age(order.id, 10)
  return { learner, course }
}

test.group('Payments reconciler across instances', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)
  group.each.setup(async () => {
    await db.rawQuery('DELETE FROM scheduled_runs')
  })

  test('does nothing while another instance holds the reconciler lock', async ({
    client,
    assert,
  }) => {
    const { learner, course } = await forgottenPaidOrder(client)
    const otherInstance = await acquireClusterLock('paymentsReconciler', { wait: false })
    assert.isNotNull(otherInstance)
    try {
      const summary = await reconcile()
      assert.deepEqual(summary, { checked: 0, fulfilled: 0, errors: 0, skipped: true })
      assert.equal(await enrolmentCount(learner.id, course.id), 0)
    } finally {
      await otherInstance!.release()
    }
    const after = await reconcile()
    assert.equal(after.fulfilled, 1)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })

  test('an instance that died holding the lock does not block the next run', async ({
    client,
    assert,
  }) => {
    const { learner, course } = await forgottenPaidOrder(client)
    const dead = new pg.Client({ connectionString: process.env.DATABASE_URL })
    dead.on('error', () => {})
    await dead.connect()
    const backend = await dead.query('SELECT pg_backend_pid() AS pid')
    const pid = backend.rows[0].pid
    await dead.query('SELECT pg_advisory_lock($1, $2)', [0x7061_7468, 2])
    const whileHeld = await reconcile()
    assert.isTrue(whileHeld.skipped)

    // the instance's connection goes away as a killed process's would
    await db.rawQuery('SELECT pg_terminate_backend(?)', [pid])
    await dead.end().catch(() => {})

    const summary = await reconcile()
    assert.deepEqual(summary, { checked: 1, fulfilled: 1, errors: 0, skipped: false })
    assert.equal(await enrolmentCount(learner.id, course.id), 1)
  })

  test('scheduled runs of several instances make one run per period', async ({
    client,
    assert,
  }) => {
    const { learner, course } = await forgottenPaidOrder(client)
    const first = await reconcile({ notWithinMinutes: 4 })
    assert.equal(first.fulfilled, 1)

    // another instance's timer fires a moment later: the run is already done
    const second = await reconcile({ notWithinMinutes: 4 })
    assert.isTrue(second.skipped)

    // a run by hand is not held back by the schedule
    const byHand = await reconcile()
    assert.isFalse(byHand.skipped)
    assert.equal(await enrolmentCount(learner.id, course.id), 1)

    await db.rawQuery(
      "UPDATE scheduled_runs SET started_at = now() - interval '5 minutes' WHERE name = ?",
      ['payments-reconciler']
    )
    const nextPeriod = await reconcile({ notWithinMinutes: 4 })
    assert.isFalse(nextPeriod.skipped)
  })
})
