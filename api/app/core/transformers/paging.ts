/** One page of a list: page `page` (from 1), `perPage` rows a page, `total` rows in all. */
export interface PageOf {
  page: number
  perPage: number
  total: number
}

export interface PageNumbers extends PageOf {
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

/** `meta` of the store listing, the admin lists and the reviews. */
export interface ListMeta {
  totalItems: number
  currentPage: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  limit: number
}

/** Beside `data` of POST /courses/getAllCourses. */
export interface CourseListPaging {
  totalPages: number
  currentPage: number
  totalCourses: number
  limit: number
}

/** Beside `courses` of POST /profile/getEnrolledCourses: the course list's, without `limit`. */
export type EnrolledCoursesPaging = Omit<CourseListPaging, 'limit'>

/** Beside `data` of GET|POST /courses/showAllCategories. */
export interface CategoryListPaging {
  totalCategories: number
  totalPages: number
  currentPage: number
}

export interface PagingOptions {
  /** An empty list is still page 1 of 1 (the course reviews have always answered so). */
  atLeastOnePage?: boolean
}

/**
 * The numbers every paged answer is made of; each route names them its own way (below), as
 * its old client reads them. An empty list has 0 pages unless `atLeastOnePage`; a page beyond
 * the last has no next page but a previous one.
 */
export function pageNumbers(
  of: PageOf,
  { atLeastOnePage = false }: PagingOptions = {}
): PageNumbers {
  const pages = Math.ceil(of.total / of.perPage)
  const totalPages = atLeastOnePage ? Math.max(1, pages) : pages
  return {
    page: of.page,
    perPage: of.perPage,
    total: of.total,
    totalPages,
    hasNextPage: of.page < totalPages,
    hasPrevPage: of.page > 1,
  }
}

/** `meta` of the store listing, the admin lists (users, transactions, authors), the reviews. */
export function listMeta(of: PageOf, options?: PagingOptions): ListMeta {
  const numbers = pageNumbers(of, options)
  return {
    totalItems: numbers.total,
    currentPage: numbers.page,
    totalPages: numbers.totalPages,
    hasNextPage: numbers.hasNextPage,
    hasPrevPage: numbers.hasPrevPage,
    limit: numbers.perPage,
  }
}

/** Beside `data` of POST /courses/getAllCourses. */
export function courseListPaging(of: PageOf): CourseListPaging {
  const numbers = pageNumbers(of)
  return {
    totalPages: numbers.totalPages,
    currentPage: numbers.page,
    totalCourses: numbers.total,
    limit: numbers.perPage,
  }
}

/** Beside `courses` of POST /profile/getEnrolledCourses: the course list's, without `limit`. */
export function enrolledCoursesPaging(of: PageOf): EnrolledCoursesPaging {
  const { totalPages, currentPage, totalCourses } = courseListPaging(of)
  return { totalPages, currentPage, totalCourses }
}

/** Beside `data` of GET|POST /courses/showAllCategories. */
export function categoryListPaging(of: PageOf): CategoryListPaging {
  const numbers = pageNumbers(of)
  return {
    totalCategories: numbers.total,
    totalPages: numbers.totalPages,
    currentPage: numbers.page,
  }
}
