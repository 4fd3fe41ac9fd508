/* The admin's monthly GST report (web and desktop). */
export { gstReportKeys } from './api/gst-report-keys.ts'
export const loadGstReportPage = () => import('./components/GstReportPage.tsx')
