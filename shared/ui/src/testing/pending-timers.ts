/*
| Timers a component test file leaves behind, cleared when the file ends.
|
| jsdom is torn down after a file's last test, but Node keeps the file's timers:
| a toast's exit transition or React's scheduler firing afterwards finds no
| `window` and fails a run whose every test passed. Imported first by each
| workspace's vitest setup, this records the timers the file starts (fake timers
| installed later save and restore these wrappers); the setup registers
| `clearPendingTimers` to run after each file's last test. Files may share a
| worker's modules (vitest-isolation.ts), so the tracking is installed once and
| the clearing is registered per file by the setup, not here.
*/

type Start = (callback: (...args: unknown[]) => void, ...rest: unknown[]) => unknown
type Stop = (handle: never) => void

// Node's timer functions, typed here: the front ends' compiler settings know only the DOM's
const timers = globalThis as unknown as {
  setTimeout: Start
  setInterval: Start
  setImmediate: Start
  clearTimeout: Stop
  clearInterval: Stop
  clearImmediate: Stop
}

const original = { ...timers }

// each waiting timer with the function that cancels its kind
const pending = new Map<unknown, Stop>()

function tracked(start: Start, stop: Stop, repeats: boolean) {
  const wrapper = (callback: (...args: unknown[]) => void, ...rest: unknown[]) => {
    // browsers also take a string body; nothing under test passes one
    const handle = start(
      (...args: unknown[]) => {
        if (!repeats) pending.delete(handle)
        callback(...args)
      },
      ...rest
    )
    pending.set(handle, stop)
    return handle
  }
  // keeps what Node hangs on the original (util.promisify's custom form)
  return Object.assign(wrapper, start)
}

function forgetting(stop: Stop) {
  return (handle: never) => {
    pending.delete(handle)
    stop(handle)
  }
}

Object.assign(timers, {
  setTimeout: tracked(original.setTimeout, original.clearTimeout, false),
  setInterval: tracked(original.setInterval, original.clearInterval, true),
  setImmediate: tracked(original.setImmediate, original.clearImmediate, false),
  clearTimeout: forgetting(original.clearTimeout),
  clearInterval: forgetting(original.clearInterval),
  clearImmediate: forgetting(original.clearImmediate),
})

/** How many timers started by this file are still waiting (for the module's own test). */
export function pendingTimerCount() {
  return pending.size
}

/**
 * Lets work that is due almost at once finish while the DOM exists (React's
 * scheduler, a settled promise's follow-up), then cancels every timer the file
 * still has waiting.
 */
export async function clearPendingTimers(settleMs = 50) {
  await new Promise((resolve) => original.setTimeout(resolve, settleMs))
  for (const [handle, stop] of pending) stop(handle as never)
  pending.clear()
}
