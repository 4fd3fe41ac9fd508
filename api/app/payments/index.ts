/*
| The payments domain (paying, Razorpay's webhooks, orders, purchases and the reconciler).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as Order } from './models/order.js'
export type { OrderItemKind, OrderStatus } from './models/order.js'
export { default as Purchase } from './models/purchase.js'
export { default as Refund } from './models/refund.js'
export type { RefundStatus } from './models/refund.js'
export { default as PurchaseService } from './services/purchase_service.js'
export { csvLine, exportFilename, transactionsCsvStream } from './services/transactions_csv.js'
export { default as OrderTransformer } from './transformers/order_transformer.js'
export { orderRow, refundColumns } from './transformers/order_transformer.js'
export type { AdminOrder } from './transformers/admin_order.js'
export { ORDER_STATUSES } from './validators/payments.js'
export { sendPaymentConfirmation } from './services/fulfilment_service.js'
export type { MailAttachment } from './mails/payment_confirmation_mail.js'
