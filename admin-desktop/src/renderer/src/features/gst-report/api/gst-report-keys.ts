/** Query keys of the GST report: one month's report. */
export const gstReportKeys = {
  all: ['gst-report'] as const,
  month: (month: string) => [...gstReportKeys.all, month] as const,
}
