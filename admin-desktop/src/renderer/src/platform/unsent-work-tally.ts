/**
 * Several screens may hold work the server does not have yet (the course wizard's queue, bulk
 * uploads). Each reports its own count under its name; the host hears the total whenever it
 * changes, and decides what to do with it (the desktop asks before closing, the browser warns
 * on leaving the page).
 */
export interface UnsentWork {
  report(source: string, count: number): void
}

export function createUnsentWorkTally(onTotal: (total: number) => void): UnsentWork & {
  total(): number
} {
  const counts = new Map<string, number>()
  let last = 0
  const total = () => [...counts.values()].reduce((sum, count) => sum + count, 0)
  return {
    report(source, count) {
      if (count > 0) counts.set(source, Math.floor(count))
      else counts.delete(source)
      const next = total()
      if (next === last) return
      last = next
      onTotal(next)
    },
    total,
  }
}

/** The browser's part: while anything is unsent, leaving the page asks first. */
export function warnBeforeUnload(page: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault()
    // older browsers show the prompt only when a value is returned
    event.returnValue = ''
  }
  let armed = false
  return (total: number) => {
    if (total > 0 && !armed) page.addEventListener('beforeunload', onBeforeUnload)
    if (total === 0 && armed) page.removeEventListener('beforeunload', onBeforeUnload)
    armed = total > 0
  }
}
