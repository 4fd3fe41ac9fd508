import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invoice from '#invoicing/models/invoice'
import CreditNote from '#invoicing/models/credit_note'
import { documentNumber, financialYear, splitTax, type TaxSplit } from '#invoicing/services/gst'
import { nextSequence } from '#invoicing/services/document_numbers'
import { invoiceSettings } from '#invoicing/services/settings'

export interface CreditNoteInput {
  /** what is given back, GST included */
  amountPaise: number
  reason: string | null
  /** the refund it records: a second call for the same refund answers the first note */
  refundId?: string | null
}

const PARTS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const

/**
 * Credit notes against an invoice, in their own gapless series per financial year
 * (docs/decisions.md#gst-invoices). A part refund is split like a payment of that amount at
 * the invoice's place of supply; the refund that brings the credited total to the invoice's
 * gets exactly what is left of each line, so the invoice and its notes net to zero. Never more
 * than the invoice: a refund beyond it is credited up to what is left (none left: null).
 */
export default class CreditNoteService {
  async issue(invoiceId: string, input: CreditNoteInput): Promise<CreditNote | null> {
    return db.transaction(async (trx) => {
      // one issuer per invoice at a time: what is left to credit cannot be counted twice
      const invoice = await Invoice.query({ client: trx })
        .where('id', invoiceId)
        .forUpdate()
        .firstOrFail()
      if (input.refundId) {
        const existing = await CreditNote.query({ client: trx })
          .where('refund_id', input.refundId)
          .first()
        if (existing) return existing
      }
      const left = await this.#left(trx, invoice)
      if (left.totalPaise <= 0 || input.amountPaise <= 0) return null
      const split: TaxSplit =
        input.amountPaise >= left.totalPaise
          ? left
          : splitTax(input.amountPaise, {
              inclusive: true,
              intraState: invoice.igstPaise === 0,
              taxed: invoice.kind === 'tax_invoice',
            })
      const issuedAt = DateTime.utc()
      const year = financialYear(issuedAt)
      const sequence = await nextSequence(trx, 'credit_note', year)
      return CreditNote.create(
        {
          invoiceId: invoice.id,
          refundId: input.refundId ?? null,
          number: documentNumber(invoiceSettings().creditNotePrefix, year, sequence),
          financialYear: year,
          sequence,
          issuedAt,
          reason: input.reason ? input.reason.slice(0, 500) : null,
          placeOfSupply: invoice.placeOfSupply,
          ...split,
        },
        { client: trx }
      )
    })
  }

  /** Each line of the invoice less what its credit notes took. */
  async #left(trx: TransactionClientContract, invoice: Invoice): Promise<TaxSplit> {
    const notes = await CreditNote.query({ client: trx }).where('invoice_id', invoice.id)
    const left = {} as TaxSplit
    for (const part of PARTS) {
      left[part] = invoice[part] - notes.reduce((sum, note) => sum + note[part], 0)
    }
    return left
  }
}
