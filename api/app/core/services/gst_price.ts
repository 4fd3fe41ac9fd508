import env from '#start/env'

/**
 * What a learner is charged for a listed price (docs/decisions.md#gst-invoices): the price itself
 * when prices include GST (GST_PRICES_INCLUSIVE, the default), else the price plus 18% GST,
 * rounded to the paisa. Payments charge this; invoicing splits what was charged.
 */
export function chargedPrice(
  pricePaise: number,
  inclusive: boolean = env.get('GST_PRICES_INCLUSIVE') ?? true
) {
  if (inclusive || pricePaise === 0) return pricePaise
  return pricePaise + Math.floor((pricePaise * 18 * 2 + 100) / 200)
}
