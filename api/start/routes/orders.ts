/*
| Orders and invoices under /api/v1 (issue 39, docs/api-contract.md#orders-and-invoices).
|
|   GET /orders            (signed in) page, limit (1-100, 20) -> data [order: number, items,
|                          pricePaise, discountPaise, taxPaise, amountPaise, status, dates,
|                          invoice {number, kind}, creditNotes], meta; the learner's own, newest first
|   GET /orders/:id/invoice  (the order's learner or an admin) -> the invoice PDF; 404 otherwise
|                          or before it is issued
|   GET /orders/:id/credit-notes/:creditNoteId  as the invoice: a refund's credit note PDF
|   GET /reports/gst       (admin) month=YYYY-MM -> data: by place of supply, taxable value,
|                          CGST, SGST, IGST, credit notes netted; totals
|   GET /reports/gst.csv   (admin) month=YYYY-MM -> the same as text/csv
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OrdersController = () => import('#invoicing/controllers/orders_controller')
const GstReportsController = () => import('#invoicing/controllers/gst_reports_controller')

const signedIn = () => middleware.auth({ guards: ['web', 'api'] })

router
  .group(() => {
    router.get('orders', [OrdersController, 'index']).use(signedIn())
    router.get('orders/:id/invoice', [OrdersController, 'invoice']).use(signedIn())
    router
      .get('orders/:id/credit-notes/:creditNoteId', [OrdersController, 'creditNote'])
      .use(signedIn())
    router.get('reports/gst', [GstReportsController, 'show']).use([signedIn(), middleware.admin()])
    router
      .get('reports/gst.csv', [GstReportsController, 'export'])
      .use([signedIn(), middleware.admin()])
  })
  .prefix('/api/v1')
