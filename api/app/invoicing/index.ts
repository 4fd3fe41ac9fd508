/*
| The invoicing domain (floor 7): GST invoices of paid orders, credit notes of refunds, the
| learner's orders with their invoices and the admin's GST report (docs/decisions.md#gst-invoices).
| It listens to payments' events (start/events.ts); nothing imports it.
*/
export { default as Invoice } from './models/invoice.js'
export { default as CreditNote } from './models/credit_note.js'
export { default as InvoiceService } from './services/invoice_service.js'
export { default as CreditNoteService } from './services/credit_note_service.js'
export { default as GstReportService } from './services/gst_report_service.js'
