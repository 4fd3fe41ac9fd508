import { usePublicConfig } from '../api/session.ts'
import { gstTermsOf, type GstTerms } from '../lib/gst-terms.ts'

/** Whether the prices shown include GST, from the public configuration. */
export function useGstTerms(): GstTerms {
  const { data: config } = usePublicConfig()
  return gstTermsOf(config)
}
