import { BRIDGE_KEY, type DesktopApi } from '../../../preload/desktop-api.ts'
import { createDesktopPlatform } from './desktop-platform.ts'
import type { Platform } from './platform.ts'
import { createWebPlatform } from './web-platform.ts'

/** The desktop preload puts its bridge on the window; a browser has none. */
export async function choosePlatform(page: Window = window): Promise<Platform> {
  const bridge = (page as Window & { [BRIDGE_KEY]?: DesktopApi })[BRIDGE_KEY]
  if (bridge === undefined) return createWebPlatform(page)
  return createDesktopPlatform(bridge, await bridge.server.address())
}
