import { useMutation } from '@tanstack/react-query'
import { api } from '../../../app/api.ts'
import { startDownload } from '../lib/start-download.ts'

/** Downloads an owned material: a short-lived link from the API, handed to the browser. */
export function useMaterialDownload() {
  return useMutation({
    mutationFn: async (materialId: string) => {
      const { body } = await api.get('/store/download/:id', { params: { id: materialId } })
      startDownload(body.url)
    },
  })
}
