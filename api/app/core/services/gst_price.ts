import env from '#start/env'

/** The GST rate on courses and store items (docs/decisions.md#gst-invoices), in percent. */
export const GST_RATE_PERCENT = 18

/** Whether listed prices include GST (GST_PRICES_INCLUSIVE, true when unset). */
export function pricesIncludeGst(): boolean {
  return env.get('GST_PRICES_INCLUSIVE') ?? true
}

/**
 * What a learner is charged for a listed price (docs/decisions.md#gst-invoices): the price itself
 * when prices include GST (GST_PRICES_INCLUSIVE, the default), else the price plus 18% GST,
 * rounded to the paisa. Payments charge this; invoicing splits what was charged.
 */
export function chargedPrice(pricePaise: number, inclusive: boolean = pricesIncludeGst()) {
  if (inclusive || pricePaise === 0) return pricePaise
  return pricePaise + Math.floor((pricePaise * GST_RATE_PERCENT * 2 + 100) / 200)
}
