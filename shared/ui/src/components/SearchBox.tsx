import type { FormEvent } from 'react'
import { Button, InputGroup } from '@blueprintjs/core'
import { Cross, Search } from '@blueprintjs/icons'
import { SEARCH_DEBOUNCE_MS, useDebouncedCommit } from '../hooks/use-debounced-commit.ts'
import '../styles/components.css'

interface SearchBoxProps {
  id: string
  /** The search in force (from the URL); the box follows it when it changes elsewhere. */
  value: string
  /** Called with the tidied text once typing pauses, or at once on Enter or clear. */
  onCommit: (search: string) => void
  /** What the box is for, read by screen readers ('Search courses'). */
  label: string
  placeholder?: string
  maxLength?: number
  delay?: number
  size?: 'medium' | 'large'
  /** Read by screen readers on the button that empties the box. */
  clearLabel?: string
}

/** A search landmark whose text is committed after a pause, so each keystroke is not a request. */
export function SearchBox({
  id,
  value,
  onCommit,
  label,
  placeholder,
  maxLength = 100,
  delay = SEARCH_DEBOUNCE_MS,
  size = 'medium',
  clearLabel = 'Clear search',
}: SearchBoxProps) {
  const [text, setText, commitNow] = useDebouncedCommit(value, onCommit, delay)

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
              aria-label={clearLabel}
              onClick={() => commitNow('')}
            />
          )
        }
      />
    </form>
  )
}
