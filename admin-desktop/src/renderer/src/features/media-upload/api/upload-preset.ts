import { useCallback } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { uploadPresetFor } from '@pathshala/shared'
import type { AdminApiClient } from '../../../../../shared/api-contract.ts'
import { usePlatform } from '../../../platform/index.ts'
import { mediaUploadKeys } from './media-upload-keys.ts'
import type { UploadPresetName, UploadPurpose } from './upload-types.ts'

/**
 * The preset an upload for `purpose` signs with: the server's name for it from GET /config
 * (UPLOAD_PRESET_* may rename the presets), asked through the platform's API client once.
 */
export async function resolveUploadPreset(
  queryClient: QueryClient,
  api: AdminApiClient,
  purpose: UploadPurpose
): Promise<UploadPresetName> {
  const config = await queryClient.fetchQuery({
    queryKey: mediaUploadKeys.publicConfig(),
    queryFn: async () => {
      const { body } = await api.get('/config')
      return body.data
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
  return uploadPresetFor(config, purpose)
}

/** resolveUploadPreset with this screen's API client and query cache. */
export function useUploadPreset(): (purpose: UploadPurpose) => Promise<UploadPresetName> {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useCallback(
    (purpose: UploadPurpose) => resolveUploadPreset(queryClient, api, purpose),
    [queryClient, api]
  )
}
