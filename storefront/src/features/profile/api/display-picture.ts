import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadPresetFor, uploadSignedFile } from '@pathshala/shared'
import { api } from '../../../app/api.ts'
import { fetchPublicConfig, useCurrentUser } from '../../auth/index.ts'
import { compressImage, PROFILE_IMAGE_LIMITS, uploadFileName } from '@pathshala/ui'

/**
 * A new profile photo: compressed in the browser (1 MB, 1000 px), signed by the API, uploaded
 * straight to the media host, then set as the user's picture. Resolves with the new image URL.
 * The profile preset's name is the deployment's, from GET /config (docs/api-contract.md#media).
 */
export function useChangeDisplayPicture() {
  const { refetch } = useCurrentUser()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const image = await compressImage(file, PROFILE_IMAGE_LIMITS)
      const config = await fetchPublicConfig(queryClient)
      const { body: signature } = await api.post('/generate/generateSignature', {
        body: { uploadPreset: uploadPresetFor(config, 'profile') },
      })
      const { body: uploaded } = await uploadSignedFile(
        api.fetch,
        signature,
        image,
        {},
        {
          fileName: uploadFileName(file.name, image),
        }
      )
      const { body } = await api.put('/profile/updateDisplayPicture', {
        body: { imageUrl: uploaded.secure_url },
      })
      return body.data.image ?? uploaded.secure_url
    },
    onSuccess: () => refetch(),
  })
}
