import { useCallback, useEffect, useState } from 'react'

const TICK_MS = 1000

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
}

/**
 * Counts down from `seconds` to 0 once a second. It keeps a deadline rather than decrementing, so
 * a background tab whose timers are slowed down still shows the true time left when it returns.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000)
  const [secondsLeft, setSecondsLeft] = useState(seconds)

  useEffect(() => {
    setSecondsLeft(secondsUntil(deadline))
    const timer = setInterval(() => {
      const left = secondsUntil(deadline)
      setSecondsLeft(left)
      if (left === 0) clearInterval(timer)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [deadline])

  /** Starts again from `from` seconds (by default the first value). */
  const reset = useCallback(
    (from: number = seconds) => {
      setDeadline(Date.now() + from * 1000)
      setSecondsLeft(Math.max(0, Math.ceil(from)))
    },
    [seconds]
  )

  return { secondsLeft, expired: secondsLeft === 0, reset }
}
