import type { UploadJobView } from '@pathshala/shared'
import type { DesktopApi } from '../../../preload/desktop-api.ts'
import type { DesktopUploads } from './platform.ts'

/**
 * The bulk upload queue main runs, seen from the page: the last jobs main reported (asked for
 * once at start, then kept current by main's change events) and the calls that steer it.
 */
export function createDesktopUploads(bridge: DesktopApi['uploads']): DesktopUploads {
  let jobs: UploadJobView[] = []
  const listeners = new Set<(jobs: UploadJobView[]) => void>()
  const publish = (next: UploadJobView[]) => {
    jobs = next
    for (const listener of listeners) listener(jobs)
  }
  bridge.onChange(publish)
  void bridge.list().then(publish, () => {})

  return {
    snapshot: () => jobs,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add: (files) => bridge.add(files),
    pause: (key) => bridge.pause(key),
    resume: (key) => bridge.resume(key),
    cancel: (key) => bridge.cancel(key),
    retry: (key) => bridge.retry(key),
    remove: (key) => bridge.remove(key),
    pick: (mode) => bridge.pick(mode),
  }
}
