import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * While changes wait for the server, leaving asks first: another screen of the admin through the
 * router, closing or reloading the window through the browser's own question.
 */
export function useLeaveGuard(unsent: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsent && currentLocation.pathname !== nextLocation.pathname
  )

  useEffect(() => {
    if (!unsent) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // older engines need returnValue set to show the question
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsent])

  return blocker
}
