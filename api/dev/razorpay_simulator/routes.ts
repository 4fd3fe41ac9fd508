/*
| The built-in Razorpay simulator (issue 4), mounted only when no Razorpay
| keys are configured (and in the test runner, see config/razorpay.ts and start/dev_tools.ts), with
| a key pair of its own. Then it is what the API's payments talk to: the `razorpay`
| SDK calls its Orders API (RAZORPAY_API_URL defaults to it) and the front
| ends load its checkout script (RAZORPAY_CHECKOUT_URL), labelled "Test mode".
|
| No session, cookies or CSRF here (see app/http/services/csrf_exemptions.ts): the
| API authenticates as Razorpay's does, with basic auth key id:key secret, and
| the checkout's calls by the order id and the key id.
*/
import router from '@adonisjs/core/services/router'
import { razorpayBasicAuth } from '#dev/razorpay_simulator/services/http_guards'

const ApiController = () =>
  import('#dev/razorpay_simulator/controllers/razorpay_simulator_api_controller')
const CheckoutController = () =>
  import('#dev/razorpay_simulator/controllers/razorpay_simulator_checkout_controller')

router
  .group(() => {
    router.get('checkout.js', [CheckoutController, 'script'])
    router.get('checkout/orders/:id', [CheckoutController, 'order'])
    router.post('checkout/settle', [CheckoutController, 'settle'])
    router.post('checkout/fail', [CheckoutController, 'fail'])

    router
      .group(() => {
        router.post('orders', [ApiController, 'createOrder'])
        router.get('orders', [ApiController, 'listOrders'])
        router.get('orders/:id', [ApiController, 'showOrder'])
        router.get('orders/:id/payments', [ApiController, 'orderPayments'])
        router.get('payments', [ApiController, 'listPayments'])
        router.get('payments/:id', [ApiController, 'showPayment'])
        router.post('payments/:id/capture', [ApiController, 'capturePayment'])
        router.post('payments/:id/refund', [ApiController, 'refundPayment'])
        router.get('payments/:id/refunds', [ApiController, 'paymentRefunds'])
        router.get('payments/:id/refunds/:refundId', [ApiController, 'paymentRefund'])
        router.get('refunds/:id', [ApiController, 'showRefund'])
      })
      .prefix('v1')
      .use(razorpayBasicAuth)
  })
  .prefix('/api/v1/razorpay-simulator')
