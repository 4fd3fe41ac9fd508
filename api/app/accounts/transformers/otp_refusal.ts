/*
| What POST /auth/signup adds to its refusals of the code, beside `success` and `message` (the
| envelope: docs/api-contract.md#answer-envelope). The old client reads only the message; the
| storefront also says how many tries are left and when a new code may be asked for.
*/

/** A wrong code (400 `E_OTP_INVALID`). */
export interface WrongCodeFields {
  /** How many more tries this code takes; 0 after the last one (ask for a new code). */
  attemptsLeft: number
  /** With no tries left: seconds until a new code may be asked for (0: now). */
  retryAfter?: number
}

/** A code that takes no more tries (429 `E_OTP_LOCKED`; `Retry-After` too while above 0). */
export interface LockedCodeFields {
  /** Seconds until a new code may be asked for (POST /auth/sendotp's mail limits); 0: now. */
  retryAfter: number
}

export function wrongCodeFields(attemptsLeft: number, retryAfter?: number): WrongCodeFields {
  return retryAfter === undefined ? { attemptsLeft } : { attemptsLeft, retryAfter }
}

export function lockedCodeFields(retryAfter: number): LockedCodeFields {
  return { retryAfter }
}
