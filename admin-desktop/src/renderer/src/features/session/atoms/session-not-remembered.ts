import { atom } from 'jotai'

/** Set when the last sign-in could not be saved safely (it then ends with the app). */
export const sessionNotRememberedAtom = atom(false)
