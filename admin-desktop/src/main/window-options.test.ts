import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { mainWindowOptions } from './window-options.ts'

/** An absolute path on the system running the tests, as index.ts builds it. */
const PRELOAD = resolve('out', 'preload', 'index.cjs')

describe('mainWindowOptions', () => {
  const bounds = { x: 10, y: 20, width: 1200, height: 700, maximized: false }
  const options = mainWindowOptions(PRELOAD, bounds, { devTools: false })

  test('isolates the renderer: context isolation, the sandbox, no Node anywhere', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    })
  })

  test('developer tools only when asked for (development builds)', () => {
    expect(options.webPreferences?.devTools).toBe(false)
    const development = mainWindowOptions(PRELOAD, bounds, { devTools: true })
    expect(development.webPreferences?.devTools).toBe(true)
  })

  test('loads the CommonJS preload and opens where the bounds say, hidden until painted', () => {
    expect(options.webPreferences?.preload).toBe(PRELOAD)
    expect(options).toMatchObject({ x: 10, y: 20, width: 1200, height: 700, show: false })
    expect(options.minWidth).toBeGreaterThan(0)
  })
})
