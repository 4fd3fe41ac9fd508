import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, InputGroup } from '@blueprintjs/core'
import { Cross, Search } from '@blueprintjs/icons'
import { useDebouncedValue } from '../hooks/use-debounced-value.ts'
import './common.css'

/** Search waits this long after the last keystroke (learner-side.md §9). */
export const SEARCH_DEBOUNCE_MS = 500

interface SearchBoxProps {
  id: string
  /** The search in force (from the URL); the box follows it when it changes elsewhere. */
  value: string
  /** Called with the trimmed text once typing pauses, or at once on Enter or clear. */
  onCommit: (search: string) => void
  label: string
  placeholder?: string
  maxLength?: number
  delay?: number
  size?: 'medium' | 'large'
}

/** A search input that commits its text after a pause, so each keystroke is not a request. */
export function SearchBox({
  id,
  value,
  onCommit,
  label,
  placeholder,
  maxLength = 100,
  delay = SEARCH_DEBOUNCE_MS,
  size = 'medium',
}: SearchBoxProps) {
  const [text, setText] = useState(value)
  const settled = useDebouncedValue(text, delay)
  // The latest props, read by the debounce effect without re-running it on every render.
  const latest = useRef({ value, onCommit, text })
  latest.current = { value, onCommit, text }

  useEffect(() => {
    const current = latest.current
    // commit only text the learner stopped on, and only when it differs from the search in force
    if (settled === current.text && settled.trim() !== current.value)
      current.onCommit(settled.trim())
  }, [settled])

  // Clear All, a removed chip or Back changed the search: show it.
  useEffect(() => {
    if (value !== latest.current.text.trim()) setText(value)
  }, [value])

  function commitNow(next: string) {
    setText(next)
    if (next.trim() !== value) onCommit(next.trim())
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    commitNow(text)
  }

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <InputGroup
        id={id}
        type="search"
        size={size}
        leftIcon={<Search />}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onValueChange={setText}
        autoComplete="off"
        rightElement={
          text === '' ? undefined : (
            <Button
              variant="minimal"
              icon={<Cross />}
              aria-label="Clear search"
              onClick={() => commitNow('')}
            />
          )
        }
      />
    </form>
  )
}
