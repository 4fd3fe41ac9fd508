import type { Session } from 'electron'

type PermissionSession = Pick<
  Session,
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'setDevicePermissionHandler'
  | 'setDisplayMediaRequestHandler'
>

/**
 * The admin app needs no camera, microphone, location, notifications, USB, HID or screen
 * capture: every request and every check is answered no.
 */
export function denyAllPermissions(session: PermissionSession) {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.setDevicePermissionHandler(() => false)
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null))
}
