/*
| Refunds of paid orders under /api/v1 (issue 39, docs/decisions.md#refunds). Admins only
| (session cookie or bearer token): 401 signed out, 403 for learners.
|
|   GET  /orders/:id/refunds   page, limit (1-100, 20) -> data [refund], meta, totals
|                              {orderAmountPaise, refundedPaise, pendingPaise, refundablePaise};
|                              newest first. 404 unknown order
|   POST /orders/:id/refunds   amountPaise? (whole paise, at least 100; left out: all that
|                              remains), reason (3-500 characters) -> 201 data: the refund
|                              (pending until Razorpay's refund.processed or refund.failed
|                              webhook), totals. 404 unknown order, 409 not paid or already
|                              refunded in full, 422 more than remains refundable or bad input,
|                              502 Razorpay refused or did not answer (the refund is kept,
|                              failed), 503 payments switched off
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const RefundsController = () => import('#payments/controllers/refunds_controller')

router
  .group(() => {
    router.get('orders/:id/refunds', [RefundsController, 'index'])
    router.post('orders/:id/refunds', [RefundsController, 'store'])
  })
  .prefix('/api/v1')
  .use([middleware.auth({ guards: ['web', 'api'] }), middleware.admin()])
