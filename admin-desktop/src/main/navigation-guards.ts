import type { WebContents } from 'electron'
import { APP_HOST, APP_SCHEME } from '../shared/ipc-contract.ts'

/** Only web pages go to the system browser: no file:, javascript:, custom app schemes. */
export function isExternalWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}

/**
 * Whether a URL is one of the app's own pages (app://admin/...). Compared by scheme and host:
 * outside Chromium (where app: is registered as standard) such a URL's origin reads "null".
 */
export function isAppUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST
  } catch {
    return false
  }
}

export type OpenExternal = (url: string) => unknown

type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>

/**
 * The window never leaves the app: every navigation away and every new window is refused, and
 * a link to the storefront or any other web page opens in the system browser instead. The app
 * moves between its screens with the history API, which fires neither event.
 */
export function guardNavigation(contents: GuardedContents, openExternal: OpenExternal) {
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return
    event.preventDefault()
    if (isExternalWebUrl(url)) void openExternal(url)
  })
  // a redirect can take a navigation elsewhere after will-navigate allowed it
  contents.on('will-redirect', (event, url) => {
    if (isAppUrl(url)) return
    event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) void openExternal(url)
    return { action: 'deny' }
  })
}

interface AppEvents {
  on(
    event: 'web-contents-created',
    listener: (event: unknown, contents: WebContents) => void
  ): unknown
}

/** The same guard on every web contents the app will ever create, not just the first window. */
export function guardEveryWebContents(app: AppEvents, openExternal: OpenExternal) {
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents, openExternal))
}
