/**
 * What the renderer has not sent yet (wizard changes, the offline queue, uploads in flight),
 * as it reports it. The main process asks before closing or restarting while any is left.
 */
export interface UnsentWork {
  /** The renderer's latest count; negative or odd values count as none. */
  report(count: unknown): void
  count(): number
  /** Called with the new count whenever it changes; returns the unsubscribe. */
  onChange(listener: (count: number) => void): () => void
}

export function createUnsentWork(): UnsentWork {
  let current = 0
  const listeners = new Set<(count: number) => void>()
  return {
    report(count) {
      const next = typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0
      if (next === current) return
      current = next
      for (const listener of listeners) listener(current)
    },
    count: () => current,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface LeaveQuestion {
  /** Shows the native question; resolves true to leave anyway. */
  ask(count: number): Promise<boolean>
}

/** The text of the question asked before closing with unsent work. */
export function leaveMessage(count: number) {
  const changes = count === 1 ? '1 change has' : `${count} changes have`
  return {
    message: `${changes} not reached the server yet.`,
    detail:
      'They are kept on this computer and sent the next time Pathshala Admin starts and the server answers. Quit anyway?',
    buttons: ['Keep working', 'Quit anyway'],
  }
}

/**
 * A window's `close` handler: lets it close when nothing is unsent; otherwise stops the close,
 * asks once, and closes for real only when the admin says so (`closeForReal`).
 */
export function guardClose(
  work: UnsentWork,
  question: LeaveQuestion,
  closeForReal: () => void
): (event: { preventDefault(): void }) => void {
  let confirmed = false
  let asking = false
  return (event) => {
    if (confirmed || work.count() === 0) return
    event.preventDefault()
    if (asking) return
    asking = true
    void question
      .ask(work.count())
      .then((leave) => {
        if (!leave) return
        confirmed = true
        closeForReal()
      })
      .finally(() => {
        asking = false
      })
  }
}
