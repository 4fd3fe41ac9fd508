import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { OTP_LENGTH, sanitizeOtp } from '@pathshala/shared'
import {
  clearSlot,
  completeCode,
  digitsInPaste,
  fillSlots,
  slotAt,
  type OtpSlots,
} from './otp-digits.ts'

interface OtpInputProps {
  value: OtpSlots
  onChange: (value: OtpSlots) => void
  /** Called when a change fills the sixth box, so the code is verified without a click. */
  onComplete: (code: string) => void
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  /**
   * Raised (1, 2, ...) to put the caret in the first box, as soon as the boxes are enabled again:
   * after a refusal the learner types the next code straight away.
   */
  focusRequest?: number
}

const POSITIONS = Array.from({ length: OTP_LENGTH }, (_, index) => index)

/** Six one-digit boxes: typing moves forward, Backspace back, arrows move, a paste fills them. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  describedBy,
  focusRequest = 0,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const focusedFor = useRef(0)

  // the boxes are disabled while a code is checked: the focus can only return once they are not
  useEffect(() => {
    if (focusRequest === focusedFor.current || disabled) return
    focusedFor.current = focusRequest
    boxes.current[0]?.focus()
  }, [focusRequest, disabled])

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]
    box?.focus()
    box?.select()
  }

  function update(next: OtpSlots) {
    onChange(next)
    const code = completeCode(next)
    if (code !== null && next !== value) onComplete(code)
  }

  function write(index: number, typed: string) {
    const digits = sanitizeOtp(typed)
    if (digits === '') {
      update(clearSlot(value, index))
      return
    }
    update(fillSlots(value, index, digits))
    focusBox(index + digits.length)
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey
    if (plainKey && /^\d$/.test(event.key)) {
      // A digit key writes its box and moves on, whatever the box held: retyping the digit a box
      // already shows changes nothing in the field, so no change event would move the focus.
      event.preventDefault()
      write(index, event.key)
    } else if (event.key === 'Backspace' && slotAt(value, index) === '' && index > 0) {
      // An empty box: Backspace clears the one before, as in a single text field.
      event.preventDefault()
      update(clearSlot(value, index - 1))
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusBox(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusBox(OTP_LENGTH - 1)
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    const digits = digitsInPaste(event.clipboardData.getData('text'))
    if (digits === '') return
    // A whole code pasted anywhere fills every box; a part fills from the box with the caret.
    const start = digits.length === OTP_LENGTH ? 0 : index
    update(fillSlots(value, start, digits))
    focusBox(start + digits.length)
  }

  return (
    <div
      className="otp-input"
      role="group"
      aria-label="Verification code"
      aria-describedby={describedBy}
    >
      {POSITIONS.map((index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className={`otp-box${invalid ? ' otp-box-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={slotAt(value, index)}
          onFocus={(event) => event.target.select()}
          onChange={(event) => write(index, replaceTyped(slotAt(value, index), event.target.value))}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
        />
      ))}
    </div>
  )
}

/**
 * What the learner meant by typing into a box that already held a digit: the box's text is then
 * the old digit plus the new one, and the new one should win. Longer text (autofill from the
 * keyboard's suggestion) is taken whole.
 */
function replaceTyped(previous: string, text: string): string {
  if (previous !== '' && text.length === 2) {
    return text.startsWith(previous) ? text.slice(1) : text.slice(0, 1)
  }
  return text
}
