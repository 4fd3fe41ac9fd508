/*
| What a component test file leaves behind that the next file in the same worker must not find
| (files share a worker's document and modules; shared/ui/vitest-isolation.ts). Each
| workspace's Vitest setup runs it after the file's last test, while the DOM is still there.
*/
import { clearPendingTimers } from './pending-timers.ts'
import { removeToaster } from '../toaster/toaster.ts'

export async function cleanUpAfterFile() {
  // before the timers go: an exiting toast whose timer is cancelled would stay in the page
  await removeToaster()
  await clearPendingTimers()
}
