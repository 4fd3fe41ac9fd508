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
