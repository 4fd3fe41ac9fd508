import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { DateTime } from 'luxon'
import { indianStateName } from '@pathshala/shared'
import type Invoice from '#invoicing/models/invoice'
import type CreditNote from '#invoicing/models/credit_note'
import { amountInWords } from '#invoicing/services/gst'

const require = createRequire(import.meta.url)

/** DejaVu Sans, embedded (subset): it has the rupee sign ₹ (U+20B9). */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

const INK = '#1c2127'
const MUTED = '#5f6b7c'
const RULE = '#c5cbd3'

/** ₹1,180.00: Indian grouping, always with paise; negative amounts with a minus sign. */
export function rupees(paise: number) {
  const sign = paise < 0 ? '−' : ''
  const abs = Math.abs(paise)
  const whole = Math.floor(abs / 100).toLocaleString('en-IN')
  return `${sign}₹${whole}.${String(abs % 100).padStart(2, '0')}`
}

/** '29 - Karnataka'; for an unknown code, the code. */
export function stateLabel(code: string | null) {
  if (!code) return 'Not known'
  const name = indianStateName(code)
  return name ? `${code} - ${name}` : code
}

function indianDate(moment: DateTime) {
  return moment.setZone('Asia/Kolkata').toFormat('dd LLL yyyy')
}

interface Line {
  label: string
  amount: number
  bold?: boolean
}

function taxLines(doc: { cgstPaise: number; sgstPaise: number; igstPaise: number }): Line[] {
  if (doc.igstPaise > 0) return [{ label: 'IGST @ 18%', amount: doc.igstPaise }]
  if (doc.cgstPaise > 0 || doc.sgstPaise > 0) {
    return [
      { label: 'CGST @ 9%', amount: doc.cgstPaise },
      { label: 'SGST @ 9%', amount: doc.sgstPaise },
    ]
  }
  return []
}

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void, info: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info } })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('bold').fontSize(18).fillColor(INK).text(title, { align: 'right' })
  draw(doc)
  doc.end()
  return done
}

function sellerBlock(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const seller = invoice.seller
  doc.moveDown(0.5)
  doc.font('bold').fontSize(12).fillColor(INK).text(seller.legalName)
  doc.font('regular').fontSize(9).fillColor(MUTED)
  if (seller.address) doc.text(seller.address)
  doc.text(`State: ${stateLabel(seller.state)}`)
  if (seller.gstin) doc.text(`GSTIN: ${seller.gstin}`)
}

function facts(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  doc.moveDown(0.8)
  doc.fontSize(9)
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font('regular').fillColor(MUTED).text(label, 50, y, { width: 140 })
    doc.font('regular').fillColor(INK).text(value, 190, y, { width: 355 })
  }
}

function table(
  doc: PDFKit.PDFDocument,
  head: [string, string, string],
  first: Line & { sac?: string },
  lines: Line[]
) {
  const left = 50
  const right = 545
  doc.moveDown(1)
  let y = doc.y
  doc.strokeColor(RULE).lineWidth(0.75).moveTo(left, y).lineTo(right, y).stroke()
  y += 6
  doc.font('bold').fontSize(9).fillColor(INK)
  doc.text(head[0], left, y, { width: 300 })
  doc.text(head[1], 360, y, { width: 60 })
  doc.text(head[2], 420, y, { width: 125, align: 'right' })
  y = doc.y + 6
  doc.moveTo(left, y).lineTo(right, y).stroke()
  y += 6
  doc.font('regular').fillColor(INK)
  doc.text(first.label, left, y, { width: 300 })
  const rowEnd = doc.y
  doc.text(first.sac ?? '', 360, y, { width: 60 })
  doc.text(rupees(first.amount), 420, y, { width: 125, align: 'right' })
  y = Math.max(rowEnd, doc.y) + 4
  for (const line of lines) {
    doc.font(line.bold ? 'bold' : 'regular').fillColor(INK)
    if (line.bold) {
      doc.moveTo(300, y).lineTo(right, y).stroke()
      y += 4
    }
    doc.text(line.label, 300, y, { width: 120 })
    doc.text(rupees(line.amount), 420, y, { width: 125, align: 'right' })
    y = doc.y + 4
  }
  doc.moveTo(left, y).lineTo(right, y).stroke()
  doc.x = left
  doc.y = y + 8
}

/**
 * The invoice of a paid order as an A4 PDF (docs/decisions.md#gst-invoices): a TAX INVOICE
 * with the seller's GSTIN, or a RECEIPT that says it is not a tax invoice.
 */
export function invoicePdf(invoice: Invoice, orderNumber: string): Promise<Buffer> {
  const taxInvoice = invoice.kind === 'tax_invoice'
  return render(
    taxInvoice ? 'TAX INVOICE' : 'RECEIPT',
    (doc) => {
      if (!taxInvoice) {
        doc
          .font('regular')
          .fontSize(9)
          .fillColor(MUTED)
          .text('Not a tax invoice: the seller is not registered for GST.', { align: 'right' })
      }
      sellerBlock(doc, invoice)
      facts(doc, [
        [taxInvoice ? 'Invoice number' : 'Receipt number', invoice.number],
        ['Date', indianDate(invoice.issuedAt)],
        ['Order number', orderNumber],
        ['Place of supply', stateLabel(invoice.placeOfSupply)],
        ['Billed to', invoice.buyerName],
        ['Email', invoice.buyerEmail],
        ['State', stateLabel(invoice.buyerState)],
      ])
      const lines: Line[] = []
      if (invoice.discountPaise > 0) {
        lines.push({ label: 'Discount', amount: -invoice.discountPaise })
      }
      if (taxInvoice) {
        lines.push({ label: 'Taxable value', amount: invoice.taxablePaise })
        lines.push(...taxLines(invoice))
      }
      lines.push({ label: 'Total', amount: invoice.totalPaise, bold: true })
      table(
        doc,
        ['Description', 'SAC', 'Amount'],
        { label: invoice.description, sac: invoice.sac, amount: invoice.listPricePaise },
        lines
      )
      doc.font('regular').fontSize(9).fillColor(INK)
      doc.text(`Amount in words: ${amountInWords(invoice.totalPaise)}`)
      doc.moveDown(0.5).fillColor(MUTED)
      if (taxInvoice) {
        doc.text('Amounts include GST at 18%. Tax payable on reverse charge: No.')
      }
      doc.text('This is a computer-generated document and needs no signature.')
    },
    `${taxInvoice ? 'Tax invoice' : 'Receipt'} ${invoice.number}`
  )
}

/** A credit note against an invoice (a refund), as an A4 PDF. */
export function creditNotePdf(note: CreditNote, invoice: Invoice): Promise<Buffer> {
  const taxInvoice = invoice.kind === 'tax_invoice'
  return render(
    'CREDIT NOTE',
    (doc) => {
      sellerBlock(doc, invoice)
      facts(doc, [
        ['Credit note number', note.number],
        ['Date', indianDate(note.issuedAt)],
        [
          taxInvoice ? 'Against invoice' : 'Against receipt',
          `${invoice.number} of ${indianDate(invoice.issuedAt)}`,
        ],
        ['Place of supply', stateLabel(note.placeOfSupply)],
        ['Issued to', invoice.buyerName],
        ['Email', invoice.buyerEmail],
        ['Reason', note.reason ?? 'Refund'],
      ])
      const lines: Line[] = taxInvoice
        ? [{ label: 'Taxable value', amount: note.taxablePaise }, ...taxLines(note)]
        : []
      lines.push({ label: 'Total credited', amount: note.totalPaise, bold: true })
      table(
        doc,
        ['Description', 'SAC', 'Amount'],
        { label: `Refund: ${invoice.description}`, sac: invoice.sac, amount: note.totalPaise },
        lines
      )
      doc.font('regular').fontSize(9).fillColor(INK)
      doc.text(`Amount in words: ${amountInWords(note.totalPaise)}`)
      doc.moveDown(0.5).fillColor(MUTED)
      doc.text('This is a computer-generated document and needs no signature.')
    },
    `Credit note ${note.number}`
  )
}

/** The file name a download or a mail gives it: PS-26-27-000123.pdf. */
export function documentFilename(number: string) {
  return `${number.replace(/\//g, '-')}.pdf`
}
