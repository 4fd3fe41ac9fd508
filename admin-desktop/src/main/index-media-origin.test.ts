import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import log from 'electron-log/node'
import { afterAll, expect, test, vi } from 'vitest'
import { SETTINGS_LAYOUT_VERSION } from './settings-store.ts'
import { fakeApi, json, type RecordedCall } from './testing/fake-api.ts'

const electron = await vi.hoisted(async () => {
  const { fakeElectron } = await import('./testing/fake-electron.ts')
  return fakeElectron()
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn() } } }))

afterAll(() => rmSync(electron.userData, { recursive: true, force: true }))

const SERVER = 'https://pathshala.example.com'

test('at start, the saved server is asked where its pictures live; the first page waits for it', async () => {
  vi.spyOn(log.errorHandler, 'startCatching').mockImplementation(() => {})
  // a server saved by a version that did not ask yet
  mkdirSync(electron.userData, { recursive: true })
  const settingsFile = join(electron.userData, 'settings.json')
  writeFileSync(
    settingsFile,
    JSON.stringify({
      serverUrl: SERVER,
      __internal__: { migrations: { version: SETTINGS_LAYOUT_VERSION } },
    })
  )
  let answer: (response: Response) => void = () => {}
  const api = fakeApi({
    'GET /api/v1/config': (_call: RecordedCall) =>
      new Promise<Response>((resolve) => (answer = resolve)),
  })
  vi.stubGlobal('fetch', api.send)

  await import('./index.ts')
  electron.markReady()
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1))
  expect(api.calls.map((call) => call.url)).toEqual([`${SERVER}/api/v1/config`])

  const handler = electron.protocolHandlers.get('app')!
  let answered = false
  const page = handler(new Request('app://admin/')).finally(() => (answered = true))
  // a file asked for after the page, read the same way but carrying no policy, is served first
  const picture = await handler(new Request('app://admin/public/favicon.svg'))
  expect(picture.status).toBe(200)
  expect(answered).toBe(false)

  answer(
    json(200, { success: true, message: 'OK', data: { mediaOrigin: 'https://cdn.example.net' } })
  )
  const served = await page
  const policy = served.headers.get('content-security-policy')!
  expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.net/)
  expect(policy).toMatch(/media-src [^;]*https:\/\/cdn\.example\.net/)
  // kept for the next start, for this server
  expect(JSON.parse(readFileSync(settingsFile, 'utf8')).mediaOrigin).toEqual({
    server: SERVER,
    origin: 'https://cdn.example.net',
  })
})
