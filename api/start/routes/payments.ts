/*
| Payment calls under /api/v1 (issue 4): buying courses and store items with
| Razorpay, its webhook, and the admin's transactions list.
|
|   POST /payment/capturePayment  (signed in) courseId, couponCode? (docs/coupons.md: the amount is
|                         then the price with the coupon; 422 E_COUPON_REFUSED with `reason`; a
|                         100% coupon answers as a free course) -> data {id, amount (paise), currency,
|                         receipt, key}: the Razorpay order to open the checkout with. The price
|                         is the database's; anything else in the body is ignored. A free
|                         course enrols at once: data null, enrolled true. 404 unknown or
|                         unpublished, 409 already enrolled, 429 too many orders, 502 gateway
|                         failure, 503 payments switched off
|   POST /payment/verifyPayment  (signed in) razorpay_order_id, razorpay_payment_id,
|                         razorpay_signature, courseId? -> 'Payment successful! You are now
|                         enrolled in the course.' 404 not this learner's order, 400 missing or
|                         wrong signature or another course; a replay answers 200 again
|   POST /store/capture   (signed in) bookId, couponCode? -> as capturePayment (free: owned true, data a settled
|                         order-shaped grant with amount 0)
|   POST /store/verify    (signed in) as verifyPayment with bookId -> 'Purchase successful!
|                         Check your email for confirmation.'
|   POST /payment/webhook Razorpay (order.paid, payment.captured, payment.failed; refund.created,
|                         refund.processed, refund.failed: start/routes/refunds.ts), signed over
|                         the raw body (X-Razorpay-Signature), deduplicated by
|                         X-Razorpay-Event-Id; no session, no CSRF token. 400 bad signature
|   GET|POST /payment/transactions  (admin) page, limit (1-100, 20), status, kind
|                         (course|store_item), search (learner email or name, order number,
|                         gateway id), from, to (ISO dates) from the query string or the body
|                         -> data [order], meta, newest first
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PaymentsController = () => import('#payments/controllers/payments_controller')
const StorePaymentsController = () => import('#payments/controllers/store_payments_controller')
const PaymentWebhooksController = () => import('#payments/controllers/payment_webhooks_controller')
const TransactionsController = () => import('#admin/controllers/transactions_controller')

const signedIn = () => middleware.auth({ guards: ['web', 'api'] })

router
  .group(() => {
    router.post('payment/capturePayment', [PaymentsController, 'capture']).use(signedIn())
    router.post('payment/verifyPayment', [PaymentsController, 'verify']).use(signedIn())
    router.post('store/capture', [StorePaymentsController, 'capture']).use(signedIn())
    router.post('store/verify', [StorePaymentsController, 'verify']).use(signedIn())
    router
      .route('payment/transactions', ['GET', 'POST'], [TransactionsController, 'index'])
      .use([signedIn(), middleware.admin()])
  })
  .prefix('/api/v1')
  .use(middleware.currentUser())

// Razorpay's servers: nobody is signed in, so no currentUser
router.post('/api/v1/payment/webhook', [PaymentWebhooksController, 'handle'])
