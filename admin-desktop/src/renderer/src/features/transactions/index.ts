export { transactionsKeys } from './api/transactions-keys.ts'
export { OrderStatusTag } from './components/OrderStatusTag.tsx'
export { ADMIN_TIME_ZONE, formatDate, formatDateTime, formatDay } from './lib/date-time.ts'
export { ORDER_KIND_LABELS, ORDER_STATUS_LABELS } from './lib/order-labels.ts'
export { transactionsPath } from './lib/transaction-filters.ts'
export { saveDownload } from './lib/save-download.ts'
export const loadTransactionsPage = () => import('./components/TransactionsPage.tsx')
export type { AdminOrder } from './api/transaction-types.ts'
