import { useCallback, useState } from 'react'

/**
 * A message for screen readers (a live region shows it): what a key or control just changed.
 * Each message gets a new key, so saying the same thing twice (the volume at 100% twice) is
 * announced twice.
 */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 })
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ text, key: previous.key + 1 })),
    []
  )
  return [announcement, announce] as const
}
