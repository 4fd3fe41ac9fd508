import { useState } from 'react'

/**
 * Whether `isOpen` has been true since mount: a lazily loaded dialog or drawer is mounted from
 * its first opening on, so closing it can still play its closing transition.
 */
export function useOpenedOnce(isOpen: boolean) {
  const [opened, setOpened] = useState(isOpen)
  // remembered during render (React re-renders at once, before committing)
  if (isOpen && !opened) setOpened(true)
  return opened || isOpen
}
