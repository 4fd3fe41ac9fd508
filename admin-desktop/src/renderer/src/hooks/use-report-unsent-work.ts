import { useEffect } from 'react'
import { usePlatform } from '../platform/index.ts'

/**
 * Tells the host how many changes of this screen have not reached the server, so closing the
 * window, quitting or installing an update asks first. Counts as 0 once the screen goes.
 */
export function useReportUnsentWork(source: string, count: number) {
  const { unsentWork } = usePlatform()
  useEffect(() => {
    unsentWork.report(source, count)
  }, [unsentWork, source, count])
  useEffect(() => () => unsentWork.report(source, 0), [unsentWork, source])
}
