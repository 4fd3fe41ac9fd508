import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'

test.group('GET /api/v1/health', () => {
  test('answers 200 when the database is reachable', async ({ client }) => {
    const response = await client.get('/api/v1/health')
    response.assertStatus(200)
    response.assertBodyContains({ success: true, status: 'ok', database: true })
  })

  test('answers 503 when the database does not answer', async ({ client }) => {
    const original = db.rawQuery
    db.rawQuery = (() => Promise.reject(new Error('connection refused'))) as any
    try {
      const response = await client.get('/api/v1/health')
      response.assertStatus(503)
      response.assertBodyContains({ success: false, status: 'unavailable', database: false })
    } finally {
      db.rawQuery = original
    }
  })
})

test.group('GET /api/v1/config', () => {
  test('gives the brand and whether Google sign-in is configured', async ({ client }) => {
    const response = await client.get('/api/v1/config')
    response.assertStatus(200)
    response.assertBodyContains({ success: true, data: { appName: 'Pathshala' } })
    // tests run with Google keys pointing at a local stand-in (bin/test.ts);
    // the answer without keys is covered in tests/functional/google
    response.assertBodyContains({ data: { googleSignIn: true } })
  })
})

test.group('Unknown API paths', () => {
  test('answer a JSON 404 in the envelope', async ({ client }) => {
    const response = await client.get('/api/v1/no-such-call')
    response.assertStatus(404)
    response.assertBody({ success: false, message: 'Not found' })
  })
})
