import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'

/** Asks the server's health call without saving anything. */
export function useCheckServer() {
  const platform = usePlatform()
  return useMutation({
    mutationFn: (address: string) => {
      if (platform.server === null) throw new Error('The web admin always uses its own server')
      return platform.server.check(address)
    },
  })
}

/** Checks and saves the address, then restarts the app against it. */
export function useSaveServer() {
  const platform = usePlatform()
  return useMutation({
    mutationFn: (address: string) => {
      if (platform.server === null) throw new Error('The web admin always uses its own server')
      return platform.server.save(address)
    },
    onSuccess: () => platform.server?.restart(),
  })
}
