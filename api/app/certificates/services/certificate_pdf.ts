import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { DateTime } from 'luxon'
import env from '#start/env'
import type Certificate from '#certificates/models/certificate'
import { verifyUrl } from '#certificates/services/verify_url'

const require = createRequire(import.meta.url)

/** DejaVu Sans (embedded, subset): covers the Latin, Greek and Cyrillic names learners type. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

const INK = '#1c2127'
const MUTED = '#5f6b7c'
const ACCENT = '#2d72d2'

/** The largest size from `largest` down to `smallest` at which `text` fits in `lines` lines. */
function fittedSize(
  doc: PDFKit.PDFDocument,
  text: string,
  {
    largest,
    smallest,
    width,
    lines,
  }: { largest: number; smallest: number; width: number; lines: number }
) {
  let size = largest
  while (size > smallest && doc.fontSize(size).widthOfString(text) > width * lines * 0.95) size--
  return size
}

/** The QR code of the certificate's public page, as a PNG (also what the tests decode). */
export function verificationQrPng(publicId: string): Promise<Buffer> {
  return QRCode.toBuffer(verifyUrl(publicId), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
    color: { dark: '#000000ff', light: '#ffffffff' },
  })
}

/** "29 November 2026": the issue date as the certificate reads it (UTC, docs/decisions.md#time). */
export function issuedOnText(certificate: Certificate) {
  return certificate.issuedAt.toUTC().setLocale('en-IN').toLocaleString(DateTime.DATE_FULL)
}

/**
 * The certificate as an A4 landscape PDF (pdfkit, with an embedded font): the learner's name, the
 * course, the date, the unique id and a QR code of its verification page, with that address
 * written out for those who cannot scan.
 */
export async function certificatePdf(certificate: Certificate): Promise<Buffer> {
  const qr = await verificationQrPng(certificate.publicId)
  const url = verifyUrl(certificate.publicId)
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of completion: ${certificate.courseName}`,
      Author: env.get('APP_NAME'),
      Subject: `Certificate ${certificate.publicId}`,
    },
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)

  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const { width, height } = doc.page
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke()
  doc
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .rect(34, 34, width - 68, height - 68)
    .stroke()

  const column = { x: 70, width: width - 140 }
  const centred = { width: column.width, align: 'center' as const }
  doc.font('bold').fontSize(14).fillColor(ACCENT)
  doc.text(env.get('APP_NAME').toUpperCase(), column.x, 70, { ...centred, characterSpacing: 3 })
  doc
    .font('bold')
    .fontSize(34)
    .fillColor(INK)
    .text('Certificate of Completion', column.x, 105, centred)
  doc
    .font('regular')
    .fontSize(14)
    .fillColor(MUTED)
    .text('This certifies that', column.x, 175, centred)
  doc.font('bold')
  const nameSize = fittedSize(doc, certificate.learnerName, {
    largest: 28,
    smallest: 16,
    width: column.width,
    lines: 1,
  })
  doc.fontSize(nameSize).fillColor(INK).text(certificate.learnerName, column.x, 200, centred)
  doc
    .font('regular')
    .fontSize(14)
    .fillColor(MUTED)
    .text('has completed every lesson of the course', column.x, doc.y + 12, centred)
  doc.font('bold')
  const courseSize = fittedSize(doc, certificate.courseName, {
    largest: 20,
    smallest: 13,
    width: column.width,
    lines: 2,
  })
  doc
    .fontSize(courseSize)
    .fillColor(INK)
    .text(certificate.courseName, column.x, doc.y + 8, centred)
  doc
    .font('regular')
    .fontSize(14)
    .fillColor(MUTED)
    .text(`on ${issuedOnText(certificate)}`, column.x, doc.y + 12, centred)

  const qrSize = 110
  const bottom = height - 70
  doc.image(qr, width - 70 - qrSize, bottom - qrSize, { width: qrSize, height: qrSize })
  doc.font('regular').fontSize(10).fillColor(MUTED)
  doc.text('Certificate ID', column.x, bottom - 62)
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(certificate.publicId, column.x, bottom - 48)
  doc.font('regular').fontSize(10).fillColor(MUTED)
  doc.text('Verify this certificate at', column.x, bottom - 26)
  doc.fillColor(ACCENT).text(url, column.x, bottom - 13, { link: url, underline: false })

  doc.end()
  return done
}
