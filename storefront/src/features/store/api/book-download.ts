import { useMutation } from '@tanstack/react-query'
import { isApiError } from '@pathshala/shared'
import { api } from '../../../app/api.ts'
import { showToast } from '@pathshala/ui'

export const DOWNLOAD_FAILED = 'Could not start the download. Please try again.'

/**
 * Hands a file link to the browser as a click on a download link: the API's own links answer
 * as attachments, so the learner stays on the page; a link elsewhere (a media host) opens in a
 * new tab instead of replacing the store.
 */
export function startDownload(url: string, fileName: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.target = '_blank'
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
}

/** 'Access': a short-lived signed link from the API (owners only), then the download. */
export function useDownloadBook() {
  return useMutation({
    mutationFn: async (book: { _id: string; title: string }) => {
      const { body } = await api.get('/store/download/:id', { params: { id: book._id } })
      startDownload(body.url, `${book.title}.pdf`)
    },
    onError: (error) => {
      void showToast('error', isApiError(error) ? error.message : DOWNLOAD_FAILED)
    },
  })
}
