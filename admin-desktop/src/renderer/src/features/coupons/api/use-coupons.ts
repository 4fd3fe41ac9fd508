import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { couponsKeys } from './coupons-keys.ts'
import type { CouponBody, CouponListRequest } from './coupon-types.ts'

/** Choices per page of the course and store item pickers. */
export const OPTIONS_PAGE_SIZE = 20

/** One page of coupons, newest first, with their uses and discount given. */
export function useCoupons(request: CouponListRequest) {
  const platform = usePlatform()
  return useQuery({
    queryKey: couponsKeys.list(request),
    queryFn: () => platform.api.get('/coupons', { query: request }).then(({ body }) => body),
    placeholderData: keepPreviousData,
  })
}

export function useCoupon(id: string) {
  const platform = usePlatform()
  return useQuery({
    queryKey: couponsKeys.detail(id),
    queryFn: () =>
      platform.api.get('/coupons/:id', { params: { id } }).then(({ body }) => body.data),
  })
}

/** A coupon's uses with their orders, a page at a time. */
export function useCouponOrders(id: string, page: number) {
  const platform = usePlatform()
  return useQuery({
    queryKey: couponsKeys.orders(id, page),
    queryFn: () =>
      platform.api
        .get('/coupons/:id/orders', { params: { id }, query: { page, limit: 20 } })
        .then(({ body }) => body),
    placeholderData: keepPreviousData,
  })
}

/** The live coupon with exactly this code (any case), or null: the course wizard's check. */
export function useCouponByCode(code: string) {
  const platform = usePlatform()
  const trimmed = code.trim()
  return useQuery({
    queryKey: couponsKeys.byCode(trimmed),
    enabled: trimmed.length > 0,
    queryFn: () =>
      platform.api
        .get('/coupons', { query: { code: trimmed, limit: 1 } })
        .then(({ body }) => body.data[0] ?? null),
  })
}

function useRefreshCoupons() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: couponsKeys.all })
}

export function useCreateCoupon() {
  const platform = usePlatform()
  const refresh = useRefreshCoupons()
  return useMutation({
    mutationFn: (body: CouponBody) =>
      platform.api.post('/coupons', { body }).then(({ body: answer }) => answer.data),
    onSuccess: refresh,
  })
}

export function useUpdateCoupon() {
  const platform = usePlatform()
  const refresh = useRefreshCoupons()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<CouponBody> }) =>
      platform.api
        .patch('/coupons/:id', { params: { id }, body })
        .then(({ body: answer }) => answer.data),
    onSuccess: refresh,
  })
}

export function useDeleteCoupon() {
  const platform = usePlatform()
  const refresh = useRefreshCoupons()
  return useMutation({
    mutationFn: (id: string) =>
      platform.api.delete('/coupons/:id', { params: { id } }).then(({ body }) => body),
    onSuccess: refresh,
  })
}

/** Courses to choose (every status), searched by name on the server. */
export function useCourseChoices(search: string) {
  const platform = usePlatform()
  return useInfiniteQuery({
    queryKey: couponsKeys.courseOptions(search),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      platform.api
        .post('/courses/getAllCourses', {
          body: {
            page: pageParam,
            limit: OPTIONS_PAGE_SIZE,
            search: search === '' ? null : search,
            status: 'all',
            sortBy: 'courseName',
            sortOrder: 'asc',
          },
        })
        .then(({ body }) => body),
    getNextPageParam: (last) =>
      last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
    placeholderData: keepPreviousData,
    select: (data) => ({
      items: data.pages.flatMap((page) =>
        page.data.map(({ _id, courseName }) => ({ _id, courseName }))
      ),
      total: data.pages[0]?.totalCourses ?? 0,
    }),
  })
}

/** Store items to choose, searched by title on the server. */
export function useStoreItemChoices(search: string) {
  const platform = usePlatform()
  return useInfiniteQuery({
    queryKey: couponsKeys.itemOptions(search),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      platform.api
        .post('/store/getAllBooks', {
          query: {
            page: pageParam,
            limit: OPTIONS_PAGE_SIZE,
            adminView: true,
            ...(search === '' ? {} : { search }),
          },
        })
        .then(({ body }) => body),
    getNextPageParam: (last) => (last.meta.hasNextPage ? last.meta.currentPage + 1 : undefined),
    placeholderData: keepPreviousData,
    select: (data) => ({
      items: data.pages.flatMap((page) => page.data.map(({ _id, title }) => ({ _id, title }))),
      total: data.pages[0]?.meta.totalItems ?? 0,
    }),
  })
}
