import { test } from '@japa/runner'

test.group('GET /api/v1/health', () => {
  test('answers 200 when the database is reachable', async ({ client }) => {
    const response = await client.get('/api/v1/health')
    response.assertStatus(200)
    response.assertBodyContains({ success: true, status: 'ok', database: true })
  })
})

test.group('GET /api/v1/config', () => {
  test('gives the brand and whether Google sign-in is configured', async ({ client }) => {
    const response = await client.get('/api/v1/config')
    response.assertStatus(200)
    response.assertBody({
      success: true,
      message: 'OK',
      data: { appName: 'Pathshala', googleSignIn: false },
    })
  })
})
