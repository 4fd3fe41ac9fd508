import { useCallback, useEffect, useRef, useState } from 'react'

/** Search and other typed filters wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500

/** Spaces are tidied as the URL tidies them, so a committed text comes back unchanged. */
export function tidyText(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/**
 * A text box's draft, committed (tidied) `delay` ms after the last keystroke, or at once with
 * `commitNow` (Enter, a clear button). When the committed value changes from outside (a chip
 * removed, 'Clear all', the back button) the draft follows it; a value this hook committed
 * itself never resets what is being typed. Nothing is committed twice or unchanged.
 */
export function useDebouncedCommit(
  value: string,
  commit: (next: string) => void,
  delay: number = SEARCH_DEBOUNCE_MS
) {
  const [draft, setDraft] = useState(value)
  const lastCommitted = useRef(value)
  // The latest callback, read by the timer without restarting it on every render.
  const commitRef = useRef(commit)
  useEffect(() => {
    commitRef.current = commit
  }, [commit])

  useEffect(() => {
    if (value !== lastCommitted.current) {
      lastCommitted.current = value
      setDraft(value)
    }
  }, [value])

  const send = useCallback((text: string) => {
    const next = tidyText(text)
    if (next === lastCommitted.current) return
    lastCommitted.current = next
    commitRef.current(next)
  }, [])

  useEffect(() => {
    if (tidyText(draft) === lastCommitted.current) return
    const timer = window.setTimeout(() => send(draft), delay)
    return () => window.clearTimeout(timer)
  }, [draft, delay, send])

  const commitNow = useCallback(
    (text: string) => {
      setDraft(text)
      send(text)
    },
    [send]
  )

  return [draft, setDraft, commitNow] as const
}
