import { test } from '@japa/runner'
import { provideDatabase } from '../../../start/runtime/database.js'

/**
 * TEST_DATABASE_URL (README, "Environment"): `npm test` runs on that
 * database, before DATABASE_URL, and starts no embedded PostgreSQL of its own.
 */
test.group('Runtime database for the tests', (group) => {
  group.each.setup(() => {
    const before = {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
      DATABASE_URL: process.env.DATABASE_URL,
    }
    return () => {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  test('TEST_DATABASE_URL is used, over DATABASE_URL', async ({ assert }) => {
    process.env.TEST_DATABASE_URL = 'postgres://tester:secret@db.example.test:5432/given_for_tests'
    process.env.DATABASE_URL = 'postgres://app:secret@db.example.test:5432/production_data'

    const lease = await provideDatabase('test')

    assert.equal(
      process.env.DATABASE_URL,
      'postgres://tester:secret@db.example.test:5432/given_for_tests'
    )
    // nothing was started, so there is nothing to stop
    await lease.release()
  })
})
