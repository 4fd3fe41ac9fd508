import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { SESSION_COOKIE_NAME } from '#config/session'
import {
  API_REFERENCE_FILE,
  generateApiReference,
  serializeApiReference,
} from '../../../app/http/api_reference/generate_api_reference.js'

test.group('API reference: the kept document', () => {
  test('is what the routes, validators and controllers generate today', async ({ assert }) => {
    const generated = serializeApiReference(await generateApiReference(app, router))
    const kept = await readFile(API_REFERENCE_FILE, 'utf8')
    // a failure here means: run `node ace api-reference:generate` in api/ and commit the file
    assert.isTrue(kept === generated, 'app/http/api_reference/openapi.json is stale')
  })

  test('names the session cookie browsers sign in with (a cookie scheme needs its name)', async ({
    assert,
  }) => {
    const kept = JSON.parse(await readFile(API_REFERENCE_FILE, 'utf8'))
    assert.deepEqual(kept.components.securitySchemes.session, {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE_NAME,
    })
    assert.equal(SESSION_COOKIE_NAME, 'pathshala-session')
  })
})
