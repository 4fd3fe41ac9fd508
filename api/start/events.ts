/*
| Listeners of the domain events (app/<domain>/events.ts). A domain listens here to the
| domains below it, so that no lower domain imports a higher one (docs/architecture.md#domain-floors).
*/
import emitter from '@adonisjs/core/services/emitter'
import '#catalogue/events'
import '#payments/events'
import '#builder/events'

const CertificateListener = () => import('#certificates/listeners/certificate_listener')
emitter.on('course:completed', [CertificateListener, 'issue'])
emitter.on('enrolment:revoked', [CertificateListener, 'withdraw'])

const InvoiceListener = () => import('#invoicing/listeners/invoice_listener')
emitter.on('order:paid', [InvoiceListener, 'orderPaid'])
emitter.on('refund:processed', [InvoiceListener, 'refundProcessed'])

const CourseCouponListener = () => import('#coupons/listeners/course_coupon_listener')
emitter.on('course:saved', [CourseCouponListener, 'handle'])
