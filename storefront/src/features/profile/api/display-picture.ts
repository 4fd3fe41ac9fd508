import { useMutation } from '@tanstack/react-query'
import { api } from '../../../app/api.ts'
import { useCurrentUser } from '../../auth/index.ts'
import { compressImage, PROFILE_IMAGE_LIMITS, uploadFileName } from '@pathshala/ui'

/** The upload preset for profile pictures (docs/api-contract.md#media). */
export const PROFILE_UPLOAD_PRESET = 'pathshala_profile'

/**
 * A new profile photo: compressed in the browser (1 MB, 1000 px), signed by the API, uploaded
 * straight to the media host, then set as the user's picture. Resolves with the new image URL.
 */
export function useChangeDisplayPicture() {
  const { refetch } = useCurrentUser()
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const image = await compressImage(file, PROFILE_IMAGE_LIMITS)
      const { body: signature } = await api.media.generateSignature({
        uploadPreset: PROFILE_UPLOAD_PRESET,
      })
      const { body: uploaded } = await api.media.uploadFile(
        signature,
        image,
        {},
        {
          fileName: uploadFileName(file.name, image),
        }
      )
      const { body } = await api.profile.updateDisplayPicture({ imageUrl: uploaded.secure_url })
      return body.data.image ?? uploaded.secure_url
    },
    onSuccess: () => refetch(),
  })
}
