import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { CSV_ACCEPT, readCsvDownload } from '@pathshala/shared'
import { usePlatform } from '../../../platform/index.ts'
import { saveDownload } from '../../transactions/index.ts'
import { gstReportKeys } from './gst-report-keys.ts'
import type { AnswerOf } from '../../../../../shared/api-contract.ts'

export type GstReport = AnswerOf<'GET', '/reports/gst'>['data']
export type GstReportRow = GstReport['rows'][number]

/** One month's GST sales by place of supply (GET /reports/gst). */
export function useGstReport(month: string) {
  const platform = usePlatform()
  return useQuery({
    queryKey: gstReportKeys.month(month),
    queryFn: () =>
      platform.api.get('/reports/gst', { query: { month } }).then(({ body }) => body.data),
    placeholderData: keepPreviousData,
  })
}

/**
 * Downloads the month's report as CSV with the app's own credentials (cookie on the web, the
 * main process's token on the desktop) and saves it from a blob link.
 */
export function useExportGstReport() {
  const platform = usePlatform()
  return useMutation({
    mutationFn: async (month: string) => {
      const answer = await platform.api.download('/reports/gst.csv', {
        query: { month },
        accept: CSV_ACCEPT,
      })
      const download = await readCsvDownload(answer, `gst-report-${month}.csv`)
      saveDownload(download.blob, download.filename)
      return download.filename
    },
  })
}
