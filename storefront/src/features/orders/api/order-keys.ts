/**
 * Query keys of the learner's orders ("My orders" in the profile). The learner's id follows so
 * lists are never shared; checkout refreshes `all` after a purchase.
 */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: string) => [...orderKeys.all, userId] as const,
  page: (userId: string, page: number) => [...orderKeys.mine(userId), page] as const,
}
