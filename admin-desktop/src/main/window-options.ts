import type { BrowserWindowConstructorOptions } from 'electron'
import { MIN_SIZE, type SavedBounds } from './window-bounds.ts'

/**
 * The main window: the renderer is a web page with no Node, in its own isolated world, inside
 * Chromium's sandbox; it reaches the desktop only through the preload's narrow API.
 */
export function mainWindowOptions(
  preloadPath: string,
  bounds: SavedBounds,
  /** Only in development: a packaged build gives no one a console into the signed-in page. */
  { devTools }: { devTools: boolean }
): BrowserWindowConstructorOptions {
  return {
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Pathshala Admin',
    // shown once the first paint is ready, so no white flash
    show: false,
    backgroundColor: '#1c2127',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
      devTools,
    },
  }
}
