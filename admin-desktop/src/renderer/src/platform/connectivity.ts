import type { Connectivity } from './platform.ts'

/** The window's part connectivity reads: the system's network flag and its change events. */
export interface NetworkEvents {
  readonly navigator: { readonly onLine: boolean }
  addEventListener(type: 'online' | 'offline', listener: () => void): void
}

export interface ConnectivityTracker extends Connectivity {
  /** The server answered a call (any status). */
  answered(): void
  /** A call got no answer: the server or the network is down. */
  unreachable(): void
}

/**
 * Online means the system has a network and the last API call was answered. The system's
 * `online` event is believed at once (the next call corrects it when the server is still down);
 * its `offline` event and an unanswered call both mean offline until the next answer.
 */
export function createConnectivity(page: NetworkEvents): ConnectivityTracker {
  let network = page.navigator.onLine
  let server = true
  const listeners = new Set<(online: boolean) => void>()
  const online = () => network && server

  function update(change: () => void) {
    const before = online()
    change()
    const after = online()
    if (after === before) return
    for (const listener of [...listeners]) listener(after)
  }

  page.addEventListener('online', () =>
    update(() => {
      network = true
      server = true
    })
  )
  page.addEventListener('offline', () => update(() => (network = false)))

  return {
    online,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    answered: () => update(() => (server = true)),
    unreachable: () => update(() => (server = false)),
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * A fetch that tells the tracker whether each call was answered. A rejection other than an
 * abort is fetch's (and the desktop bridge's) way of saying nobody answered.
 */
export function reportReachability(send: typeof fetch, tracker: ConnectivityTracker): typeof fetch {
  return async (input, init) => {
    let response: Response
    try {
      response = await send(input, init)
    } catch (error) {
      if (!isAbort(error)) tracker.unreachable()
      throw error
    }
    tracker.answered()
    return response
  }
}
