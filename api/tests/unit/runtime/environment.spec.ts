import { test } from '@japa/runner'
import { prepareEnvironment } from '../../../start/runtime/environment.js'

/**
 * prepareEnvironment mutates process.env; every test runs on a copy and puts
 * the original back.
 */
function withEnvironment(values: Record<string, string | undefined>, run: () => void) {
  const original = { ...process.env }
  for (const key of Object.keys(process.env)) delete process.env[key]
  Object.assign(process.env, { PATH: original.PATH }, values)
  try {
    run()
  } finally {
    for (const key of Object.keys(process.env)) delete process.env[key]
    Object.assign(process.env, original)
  }
}

test.group('Runtime environment', () => {
  test('production refuses to start without its secrets and names them', ({ assert }) => {
    withEnvironment({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(32) }, () => {
      assert.throws(
        () => prepareEnvironment('server'),
        /missing required settings for production: APP_URL, DATABASE_URL, SMTP_HOST, MAIL_FROM/
      )
    })
  })

  test('production with every secret starts', ({ assert }) => {
    withEnvironment(
      {
        NODE_ENV: 'production',
        APP_KEY: 'k'.repeat(32),
        APP_URL: 'https://learn.example.com',
        DATABASE_URL: 'postgres://u:p@db/x',
        SMTP_HOST: 'smtp.example.com',
        MAIL_FROM: 'Pathshala <hello@example.com>',
      },
      () => {
        assert.doesNotThrow(() => prepareEnvironment('server'))
        assert.equal(process.env.APP_URL, 'https://learn.example.com')
        assert.equal(process.env.SESSION_DRIVER, 'database')
      }
    )
  })

  test('development gets working defaults', ({ assert }) => {
    withEnvironment({ NODE_ENV: 'development', APP_KEY: 'k'.repeat(32) }, () => {
      prepareEnvironment('server')
      assert.equal(process.env.HOST, '127.0.0.1')
      assert.equal(process.env.PORT, '3333')
      assert.equal(process.env.APP_URL, 'http://127.0.0.1:3333')
      assert.equal(process.env.APP_NAME, 'Pathshala')
      assert.equal(process.env.SESSION_DRIVER, 'database')
    })
  })

  test('a public host of 0.0.0.0 is advertised as localhost', ({ assert }) => {
    withEnvironment({ NODE_ENV: 'development', APP_KEY: 'k'.repeat(32), HOST: '0.0.0.0' }, () => {
      prepareEnvironment('server')
      assert.equal(process.env.APP_URL, 'http://localhost:3333')
    })
  })

  test('values set by the shell win over defaults', ({ assert }) => {
    withEnvironment(
      { NODE_ENV: 'development', APP_KEY: 'k'.repeat(32), PORT: '4000', APP_NAME: 'Gurukul' },
      () => {
        prepareEnvironment('server')
        assert.equal(process.env.PORT, '4000')
        assert.equal(process.env.APP_URL, 'http://127.0.0.1:4000')
        assert.equal(process.env.APP_NAME, 'Gurukul')
      }
    )
  })
})
