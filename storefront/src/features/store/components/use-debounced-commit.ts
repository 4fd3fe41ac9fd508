import { useEffect, useRef, useState } from 'react'

/** The spec's search and author debounce (§9). */
export const FILTER_DEBOUNCE_MS = 500

/**
 * A text box's draft that is committed `delayMs` after the last keystroke. When the committed
 * value changes from outside (a chip removed, 'Clear all filters', the back button), the draft
 * follows it; the value this hook committed itself does not reset what is being typed.
 */
export function useDebouncedCommit(
  value: string,
  commit: (next: string) => void,
  delayMs: number = FILTER_DEBOUNCE_MS
) {
  const [draft, setDraft] = useState(value)
  const lastCommitted = useRef(value)
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

  useEffect(() => {
    // Spaces are tidied as the URL tidies them, so the committed text comes back unchanged.
    const next = draft.trim().replace(/\s+/g, ' ')
    if (next === lastCommitted.current) return
    const timer = window.setTimeout(() => {
      lastCommitted.current = next
      commitRef.current(next)
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [draft, delayMs])

  return [draft, setDraft] as const
}
