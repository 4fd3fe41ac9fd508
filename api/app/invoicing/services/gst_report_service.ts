import db from '@adonisjs/lucid/services/db'
import { indianStateName } from '@pathshala/shared'
import { csvLine } from '#payments'
import { monthBounds } from '#invoicing/services/gst'
import { invoiceSettings } from '#invoicing/services/settings'

/** A month's GST sales to one place of supply, credit notes netted. Money in paise. */
export interface GstReportRow {
  /** GST state code; null for invoices whose place of supply was not known */
  placeOfSupply: string | null
  stateName: string | null
  invoices: number
  creditNotes: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
}

export type GstReportTotals = Omit<GstReportRow, 'placeOfSupply' | 'stateName'>

export interface GstReport {
  /** YYYY-MM (India time) */
  month: string
  /** the seller's GSTIN; null: not registered, so no tax invoices to report */
  gstin: string | null
  sellerState: string | null
  rows: GstReportRow[]
  totals: GstReportTotals
}

const SUMS = [
  'count(*) as documents',
  'coalesce(sum(taxable_paise), 0) as taxable',
  'coalesce(sum(cgst_paise), 0) as cgst',
  'coalesce(sum(sgst_paise), 0) as sgst',
  'coalesce(sum(igst_paise), 0) as igst',
  'coalesce(sum(total_paise), 0) as total',
]

function emptyTotals(): GstReportTotals {
  return {
    invoices: 0,
    creditNotes: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
  }
}

/**
 * The month's B2C sales by place of supply, as the monthly return (GSTR-1, table 7) asks:
 * tax invoices issued in the month less the credit notes issued in it against tax invoices
 * (docs/decisions.md#gst-invoices). Receipts (no GSTIN) carry no tax and are left out.
 */
export default class GstReportService {
  async month(month: string): Promise<GstReport> {
    const { from, to } = monthBounds(month)
    const range = [from.toJSDate(), to.toJSDate()]
    const [invoiced, credited] = await Promise.all([
      db
        .from('invoices')
        .where('kind', 'tax_invoice')
        .where('issued_at', '>=', range[0])
        .where('issued_at', '<', range[1])
        .groupBy('place_of_supply')
        .select('place_of_supply', ...SUMS.map((sum) => db.raw(sum))),
      db
        .from('credit_notes as c')
        .join('invoices as i', 'i.id', 'c.invoice_id')
        .where('i.kind', 'tax_invoice')
        .where('c.issued_at', '>=', range[0])
        .where('c.issued_at', '<', range[1])
        .groupBy('c.place_of_supply')
        .select(
          'c.place_of_supply',
          ...SUMS.map((sum) => db.raw(sum.replace(/\b(\w+_paise)\b/, 'c.$1')))
        ),
    ])

    const rows = new Map<string, GstReportRow>()
    const rowOf = (code: string | null) => {
      const key = code ?? ''
      let row = rows.get(key)
      if (!row) {
        row = { placeOfSupply: code, stateName: indianStateName(code), ...emptyTotals() }
        rows.set(key, row)
      }
      return row
    }
    for (const [list, sign] of [
      [invoiced, 1],
      [credited, -1],
    ] as const) {
      for (const found of list) {
        const row = rowOf(found.place_of_supply ?? null)
        if (sign === 1) row.invoices += Number(found.documents)
        else row.creditNotes += Number(found.documents)
        row.taxablePaise += sign * Number(found.taxable)
        row.cgstPaise += sign * Number(found.cgst)
        row.sgstPaise += sign * Number(found.sgst)
        row.igstPaise += sign * Number(found.igst)
        row.totalPaise += sign * Number(found.total)
      }
    }
    const sorted = [...rows.values()].sort((a, b) =>
      (a.stateName ?? '~').localeCompare(b.stateName ?? '~')
    )
    const totals = emptyTotals()
    for (const row of sorted) {
      for (const key of Object.keys(totals) as (keyof GstReportTotals)[]) totals[key] += row[key]
    }
    const seller = invoiceSettings().seller
    return { month, gstin: seller.gstin, sellerState: seller.state, rows: sorted, totals }
  }
}

const rupees = (paise: number) => (paise / 100).toFixed(2)

/** The report as CSV: one line per place of supply, then the totals. */
export function gstReportCsv(report: GstReport) {
  const lines = [
    csvLine([
      'Month',
      'Place of supply',
      'State code',
      'Invoices',
      'Credit notes',
      'Taxable value (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'IGST (INR)',
      'Total (INR)',
    ]),
  ]
  const line = (name: string, code: string, row: GstReportTotals) =>
    csvLine([
      report.month,
      name,
      code,
      row.invoices,
      row.creditNotes,
      rupees(row.taxablePaise),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
      rupees(row.igstPaise),
      rupees(row.totalPaise),
    ])
  for (const row of report.rows) {
    lines.push(line(row.stateName ?? 'Not known', row.placeOfSupply ?? '', row))
  }
  lines.push(line('Total', '', report.totals))
  return lines.join('')
}
