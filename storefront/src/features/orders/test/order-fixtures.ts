import type { LearnerOrder } from '../api/orders.ts'

export function learnerOrder(overrides: Partial<LearnerOrder> = {}): LearnerOrder {
  return {
    _id: 'order-1',
    number: 'PS-261121-7KQ2M9XH',
    items: [{ _id: 'course-1', kind: 'course', title: 'Indian Polity Foundation' }],
    pricePaise: 149900,
    discountPaise: 30000,
    taxPaise: 18290,
    amountPaise: 119900,
    status: 'fulfilled',
    createdAt: '2026-11-21T08:30:00.000Z',
    paidAt: '2026-11-21T08:38:54.572Z',
    invoice: {
      number: 'PS/26-27/000123',
      kind: 'tax_invoice',
      issuedAt: '2026-11-21T08:39:00.000Z',
    },
    creditNotes: [],
    ...overrides,
  }
}

export function ordersAnswer(
  orders: LearnerOrder[],
  meta: Partial<{ currentPage: number; totalPages: number; totalItems: number }> = {}
) {
  const totalPages = meta.totalPages ?? (orders.length ? 1 : 0)
  const currentPage = meta.currentPage ?? 1
  return {
    status: 200,
    body: {
      success: true,
      message: 'Orders fetched successfully',
      data: orders,
      meta: {
        totalItems: meta.totalItems ?? orders.length,
        currentPage,
        totalPages,
        hasNextPage: currentPage < totalPages,
        hasPrevPage: currentPage > 1,
        limit: 10,
      },
    },
  }
}
