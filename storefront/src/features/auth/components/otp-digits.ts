import { OTP_LENGTH, sanitizeOtp } from '@pathshala/shared'

/**
 * The OTP boxes' value: one character per box, a space for an empty box, so clearing the third
 * box leaves a gap instead of shifting the digits after it. Trailing empty boxes are dropped.
 */
export type OtpSlots = string

export function slotAt(slots: OtpSlots, index: number): string {
  const character = slots[index] ?? ' '
  return character === ' ' ? '' : character
}

/** Writes `digits` (already digits only) into the boxes from `index` on, up to the last box. */
export function fillSlots(slots: OtpSlots, index: number, digits: string): OtpSlots {
  const boxes = Array.from({ length: OTP_LENGTH }, (_, position) => slotAt(slots, position) || ' ')
  for (const [offset, digit] of [...digits].entries()) {
    if (index + offset >= OTP_LENGTH) break
    boxes[index + offset] = digit
  }
  return boxes.join('').trimEnd()
}

export function clearSlot(slots: OtpSlots, index: number): OtpSlots {
  return fillSlots(slots, index, ' ')
}

/** The code to send once every box holds a digit, else null. */
export function completeCode(slots: OtpSlots): string | null {
  const code = sanitizeOtp(slots)
  return code.length === OTP_LENGTH && !slots.includes(' ') ? code : null
}

/** Six digits standing alone, each maybe parted from the next by a space or a dash. */
const CODE_IN_TEXT = new RegExp(`(?<!\\d)\\d(?:[\\s-]?\\d){${OTP_LENGTH - 1}}(?!\\d)`)

/**
 * The digits of pasted text: the code as a mail shows it (`482913`, `482 913`, `482-913`, with
 * words around it), else every digit in it, up to six (a part of a code).
 */
export function digitsInPaste(text: string): string {
  const code = CODE_IN_TEXT.exec(text)
  return sanitizeOtp(code ? code[0] : text)
}
