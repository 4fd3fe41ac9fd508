import { useCallback, useEffect, useState, type RefObject } from 'react'

/** The Fullscreen API for one element: whether it is fullscreen, and a toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false)
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [target])

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void target.current?.requestFullscreen().catch(() => undefined)
  }, [target])

  return { active, supported, toggle }
}
