import env from '#start/env'

/** Who sells, as every invoice says it (docs/decisions.md#gst-invoices). */
export interface SellerDetails {
  legalName: string
  address: string
  /** GST state code */
  state: string | null
  /** null: not registered for GST, so receipts instead of tax invoices */
  gstin: string | null
}

export interface InvoiceSettings {
  seller: SellerDetails
  sac: string
  /** prices include GST (the default) */
  pricesInclusive: boolean
  invoicePrefix: string
  creditNotePrefix: string
}

/** The settings from the environment (README, "Invoices and GST"). */
export function settingsFromEnv(): InvoiceSettings {
  const gstin = env.get('SELLER_GSTIN') ?? null
  return {
    seller: {
      legalName: env.get('SELLER_LEGAL_NAME') ?? env.get('APP_NAME'),
      address: env.get('SELLER_ADDRESS') ?? '',
      state: env.get('SELLER_STATE') ?? (gstin ? gstin.slice(0, 2) : null),
      gstin,
    },
    sac: env.get('GST_SAC') ?? '999293',
    pricesInclusive: env.get('GST_PRICES_INCLUSIVE') ?? true,
    invoicePrefix: env.get('INVOICE_PREFIX') ?? 'PS',
    creditNotePrefix: env.get('CREDIT_NOTE_PREFIX') ?? 'CN',
  }
}

let override: InvoiceSettings | null = null

/** The settings in force. */
export function invoiceSettings(): InvoiceSettings {
  return override ?? settingsFromEnv()
}

/** Tests: other settings until the returned undo is called. */
export function useInvoiceSettings(
  settings: Partial<InvoiceSettings> & { seller?: Partial<SellerDetails> }
) {
  const base = settingsFromEnv()
  override = { ...base, ...settings, seller: { ...base.seller, ...settings.seller } }
  return () => {
    override = null
  }
}
