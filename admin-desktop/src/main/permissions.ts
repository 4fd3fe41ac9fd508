import type { Session } from 'electron'

type PermissionSession = Pick<
  Session,
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'setDevicePermissionHandler'
  | 'setDisplayMediaRequestHandler'
>

/** What the app's own page may do: write text to the clipboard (the Copy buttons). */
export const APP_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write'])

/**
 * The admin app needs no camera, microphone, location, notifications, USB, HID, screen capture
 * or clipboard reading: every request and every check is answered no, except a clipboard write
 * from the app's own page (`isAppUrl`).
 */
export function guardPermissions(session: PermissionSession, isAppUrl: (url: string) => boolean) {
  const allowed = (permission: string, url: string | undefined) =>
    APP_PERMISSIONS.has(permission) && url !== undefined && isAppUrl(url)
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(allowed(permission, details.requestingUrl))
  )
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    allowed(permission, requestingOrigin)
  )
  session.setDevicePermissionHandler(() => false)
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null))
}
