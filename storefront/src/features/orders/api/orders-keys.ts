/**
 * Query keys of the learner's orders ("My orders" in the profile). The learner's id follows so
 * lists are never shared; checkout refreshes `all` after a purchase.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: (userId: string) => [...ordersKeys.all, userId] as const,
  page: (userId: string, page: number) => [...ordersKeys.mine(userId), page] as const,
}
