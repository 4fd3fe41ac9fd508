import { useSyncExternalStore } from 'react'
import { usePlatform } from '../../platform/index.ts'

/** Whether the API answers, as the platform last saw it; re-renders on each change. */
export function useOnline(): boolean {
  const { connectivity } = usePlatform()
  return useSyncExternalStore(connectivity.subscribe, connectivity.online, connectivity.online)
}
