import { atom } from 'jotai'

/**
 * The learner pressed Logout in this tab and has not signed in since. A private page that loses
 * its user for this reason sends them home, not to /login: leaving the page for /home may still
 * be loading (a lazy page) when the user is cleared.
 */
export const signedOutByChoiceAtom = atom(false)
