import type { LearnerOrder } from '../api/orders.ts'

type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger'

/** How an order's status reads to the learner, and its tag's colour. */
export function orderStatus(status: LearnerOrder['status']): { label: string; intent: Intent } {
  switch (status) {
    case 'fulfilled':
      return { label: 'Paid', intent: 'success' }
    case 'paid':
      return { label: 'Paid, being processed', intent: 'primary' }
    case 'failed':
      return { label: 'Payment failed', intent: 'danger' }
    case 'created':
      return { label: 'Not paid', intent: 'none' }
    default:
      return { label: String(status), intent: 'none' }
  }
}

/** '21 Nov 2026': an ISO moment as a date in India. */
export function orderDate(iso: string) {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso))
}

/** The file name a downloaded invoice gets: PS-26-27-000123.pdf. */
export function documentFilename(number: string) {
  return `${number.replaceAll('/', '-')}.pdf`
}
