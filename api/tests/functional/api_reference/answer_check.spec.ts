import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { API_REFERENCE_FILE } from '#http/api_reference/generate_api_reference'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  createAnswerChecker,
  receivedAnswer,
  type OpenApiDocument,
} from '#tests/helpers/openapi_answers'

/** A fresh copy of the committed document, to change one thing in. */
async function committedDocument(): Promise<OpenApiDocument & Record<string, any>> {
  return JSON.parse(await readFile(API_REFERENCE_FILE, 'utf8'))
}

const checkWith = (document: OpenApiDocument) => (response: ApiResponse) =>
  createAnswerChecker(document).check(receivedAnswer(response))

test.group('API reference: every answer is checked against the document', (group) => {
  withCleanDatabase(group)

  test('a body that differs from its schema fails the request, through the client hook', async ({
    client,
    assert,
  }) => {
    const document = await committedDocument()
    const health = document.paths['/api/v1/health'].get.responses['200'] as any
    health.content['application/json'].schema.properties.status = { const: 'draining' }

    // the same answer passes the committed document (the global hook in tests/bootstrap.ts)...
    const answer = await client.get('/api/v1/health')
    answer.assertStatus(200)
    // ...and fails a document that says something else, failing the test that made the call
    await assert.rejects(
      async () => await client.get('/api/v1/health').teardown(checkWith(document)),
      /GET \/api\/v1\/health answered 200, not as the OpenAPI document says: health\.show \(200\): body\/status must be equal to constant/
    )
  })

  test('a status the operation does not declare fails', async ({ client, assert }) => {
    const document = await committedDocument()
    const operation = document.paths['/api/v1/courses/createCategory'].post as any
    operation.responses['200'] = operation.responses['201']
    delete operation.responses['201']
    delete operation.responses.default

    const admin = await UserFactory.apply('admin').create()
    const request = client
      .post('/api/v1/courses/createCategory')
      .loginAs(admin)
      .withCsrfToken()
      .json({ name: 'Checked category' })
    await assert.rejects(
      async () => await request.teardown(checkWith(document)),
      /categories\.store does not document status 201/
    )
  })

  test('a content type the status does not declare fails', async ({ assert }) => {
    const document = await committedDocument()
    const checker = createAnswerChecker(document)
    const csv = {
      method: 'GET',
      url: '/api/v1/payment/transactions/export',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: {},
    }
    assert.throws(() => checker.check(csv), /answers 200 as text\/csv, not "application\/json"/)
    assert.doesNotThrow(() => checker.check({ ...csv, contentType: 'text/csv; charset=utf-8' }))
  })

  test('an unknown path must be refused with 404; a wrong method with 405 and Allow', async ({
    assert,
  }) => {
    const checker = createAnswerChecker(await committedDocument())
    const refusal = { success: false, message: 'Not found' }
    const unknown = { method: 'GET', url: '/api/v1/nothing-here', contentType: 'application/json' }
    assert.doesNotThrow(() => checker.check({ ...unknown, status: 404, body: refusal }))
    assert.throws(() => checker.check({ ...unknown, status: 200, body: refusal }), /expected 404/)

    const wrong = { method: 'DELETE', url: '/api/v1/health', contentType: 'application/json' }
    const refused = { success: false, message: 'This address does not take DELETE.' }
    assert.doesNotThrow(() =>
      checker.check({ ...wrong, status: 405, allow: 'GET, HEAD', body: refused })
    )
    assert.throws(
      () => checker.check({ ...wrong, status: 405, allow: 'POST', body: refused }),
      /Allow is "POST", not GET/
    )
  })

  test('answers outside the described API are not checked', async ({ assert }) => {
    const checker = createAnswerChecker(await committedDocument())
    const page = { method: 'GET', status: 200, contentType: 'text/html', body: '<!doctype html>' }
    assert.doesNotThrow(() => checker.check({ ...page, url: '/courses' }))
    assert.doesNotThrow(() =>
      checker.check({ ...page, url: '/api/v1/razorpay-simulator/checkout/order_1' })
    )
  })

  test('every documented answer schema is valid JSON Schema 2020-12', async ({ assert }) => {
    const document = await committedDocument()
    const checker = createAnswerChecker(document)
    const compiled = checker.compileEverySchema()
    assert.isAbove(compiled, 80)
  })
})
