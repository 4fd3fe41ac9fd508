import { useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { Checkbox } from '@blueprintjs/core'

interface SelectBoxProps {
  title: string
  checked: boolean
  /** shift: the click extends a range from the last clicked item */
  onToggle: (shift: boolean) => void
}

/**
 * One item's checkbox. Whether Shift was held is read from the press that started it (mouse
 * or key): a click on the box's label reaches the input as a second, synthetic click that does
 * not always carry the modifier.
 */
export function SelectBox({ title, checked, onToggle }: SelectBoxProps) {
  const shiftHeld = useRef(false)
  const remember = (event: MouseEvent | KeyboardEvent) => {
    shiftHeld.current = event.shiftKey
  }
  return (
    <span className="book-select-wrap" onMouseDownCapture={remember} onKeyDownCapture={remember}>
      <Checkbox
        className="book-select"
        checked={checked}
        aria-label={`Select ${title}`}
        onChange={() => {
          onToggle(shiftHeld.current)
          shiftHeld.current = false
        }}
      />
    </span>
  )
}
