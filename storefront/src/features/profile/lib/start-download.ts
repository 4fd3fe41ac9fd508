/**
 * Hands a (short-lived, attachment) download link to the browser without leaving the page:
 * a temporary link clicked in code, as if the learner had clicked it.
 */
export function startDownload(url: string, page: Document = document) {
  const link = page.createElement('a')
  link.href = url
  link.download = ''
  link.rel = 'noopener'
  link.style.display = 'none'
  page.body.append(link)
  link.click()
  link.remove()
}
