import { describe, expect, test } from 'vitest'
import { mainWindowOptions } from './window-options.ts'

describe('mainWindowOptions', () => {
  const bounds = { x: 10, y: 20, width: 1200, height: 700, maximized: false }
  const options = mainWindowOptions('/app/out/preload/index.cjs', bounds, { devTools: false })

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
    const development = mainWindowOptions('/app/out/preload/index.cjs', bounds, { devTools: true })
    expect(development.webPreferences?.devTools).toBe(true)
  })

  test('loads the CommonJS preload and opens where the bounds say, hidden until painted', () => {
    expect(options.webPreferences?.preload).toBe('/app/out/preload/index.cjs')
    expect(options).toMatchObject({ x: 10, y: 20, width: 1200, height: 700, show: false })
    expect(options.minWidth).toBeGreaterThan(0)
  })
})
