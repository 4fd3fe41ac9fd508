/**
 * Whether prices include GST (GET /config: GST_PRICES_INCLUSIVE, docs/decisions.md#gst-invoices).
 * When they do not, checkout charges the price plus GST, and every price shown before buying
 * says so.
 */
export interface GstTerms {
  /** prices are before GST: checkout adds ratePercent */
  exclusive: boolean
  ratePercent: number
}

export const INCLUSIVE_GST: GstTerms = { exclusive: false, ratePercent: 18 }

/** The terms in the public configuration (prices include GST until it has answered). */
export function gstTermsOf(
  config: { pricesIncludeGst?: boolean; gstRatePercent?: number } | undefined
): GstTerms {
  return {
    exclusive: config?.pricesIncludeGst === false,
    ratePercent: config?.gstRatePercent ?? INCLUSIVE_GST.ratePercent,
  }
}

/**
 * What checkout charges for a listed price, rounded to the paisa as the API's chargedPrice
 * rounds it: the price itself when it includes GST.
 */
export function payableWithGst(pricePaise: number, terms: GstTerms): number {
  if (!terms.exclusive || pricePaise <= 0) return pricePaise
  return pricePaise + Math.floor((pricePaise * terms.ratePercent * 2 + 100) / 200)
}

/** '+ 18% GST' beside a price before GST; null when prices include it. */
export function gstNote(terms: GstTerms): string | null {
  return terms.exclusive ? `+ ${terms.ratePercent}% GST` : null
}
