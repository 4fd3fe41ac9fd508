import type { AdminOrder } from '../features/transactions/index.ts'
import type { AdminListMeta, AdminUserDetail, AdminUserRow } from '../features/users/index.ts'
import type { AdminDashboard, DashboardFigure } from '../features/dashboard/index.ts'

export function testOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'ord_1',
    gatewayOrderId: 'order_RZP123',
    gatewayPaymentId: 'pay_RZP456',
    receipt: 'PS-1001',
    learner: { _id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.com' },
    item: { _id: 'c1', kind: 'course', title: 'UPSC Prelims Crash Course', type: null },
    amount: 1499,
    amountPaise: 149_900,
    currency: 'INR',
    status: 'fulfilled',
    failureReason: null,
    refundedPaise: 0,
    lastRefundStatus: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    fulfilledAt: '2026-11-20T10:01:01.000Z',
    ...overrides,
  }
}

export function listMeta(totalItems: number, currentPage = 1, limit = 20): AdminListMeta {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit))
  return {
    totalItems,
    currentPage,
    totalPages,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
    limit,
  }
}

const figure = (
  current: number,
  previous: number,
  changePercent: number | null
): DashboardFigure => ({
  current,
  previous,
  changePercent,
})

export function testDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    generatedAt: '2026-11-23T10:00:00.000Z',
    timeZone: 'Asia/Kolkata',
    period: { from: '2026-10-24T18:30:00.000Z', to: '2026-11-23T10:00:00.000Z', days: 30 },
    previousPeriod: { from: '2026-09-24T18:30:00.000Z', to: '2026-10-24T10:00:00.000Z' },
    revenuePaise: figure(12_345_600, 10_000_000, 23.5),
    refundsPaise: figure(149_900, 0, null),
    refunds: figure(1, 0, null),
    netRevenuePaise: figure(12_195_700, 10_000_000, 22),
    paidOrders: figure(40, 50, -20),
    enrolments: figure(35, 50, -30),
    purchases: figure(12, 0, null),
    newLearners: figure(8, 8, 0),
    dailyRevenue: [
      { date: '2026-11-22', revenuePaise: 149_900, orders: 1 },
      { date: '2026-11-23', revenuePaise: 0, orders: 0 },
    ],
    topCourses: [
      { _id: 'c1', title: 'UPSC Prelims Crash Course', orders: 30, revenuePaise: 4_497_000 },
    ],
    topStoreItems: [
      { _id: 's1', title: 'Polity Notes', type: 'Notes', orders: 10, revenuePaise: 99_900 },
    ],
    recentOrders: [testOrder()],
    ...overrides,
  }
}

export function testUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    _id: 'u2',
    firstName: 'Ravi',
    lastName: 'Kumar',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    image: null,
    accountType: 'Student',
    provider: 'email',
    createdAt: '2026-10-01T08:00:00.000Z',
    enrolmentCount: 3,
    purchaseCount: 2,
    ...overrides,
  }
}

export function testUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...testUserRow(),
    contactNumber: '9876543210',
    dateOfBirth: '01.02.2000',
    gender: null,
    about: null,
    orderCount: 1,
    spentPaise: 149_900,
    enrolments: [
      {
        course: { _id: 'c1', courseName: 'UPSC Prelims Crash Course', thumbnail: null },
        source: 'purchase',
        enrolledAt: '2026-11-20T10:01:01.000Z',
      },
    ],
    storeItems: [
      {
        item: { _id: 's1', title: 'Polity Notes', type: 'Notes', thumbnailUrl: null },
        source: 'free',
        amountPaise: 0,
        acquiredAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    orders: [testOrder()],
    ...overrides,
  }
}
