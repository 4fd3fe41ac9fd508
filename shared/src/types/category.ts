import type { ApiAnswer } from './envelope.ts'

/** A course category (the catalogue filters and the admin categories screen). */
export interface Category {
  _id: string
  name: string
  /** '' when it has none */
  description: string
  /** Published courses, or every course (drafts too) when an admin asks. */
  courseCount: number
  createdAt: string
}

/** GET|POST /courses/showAllCategories: all of them (up to 100), by name, unless paged. */
export interface CategoryListRequest {
  page?: number | null
  /** 1-100 (default 100) */
  limit?: number | null
  /** Part of the name, any case (up to 80 characters) */
  search?: string | null
}
export type CategoryListAnswer = ApiAnswer<{
  data: Category[]
  totalCategories: number
  totalPages: number
  currentPage: number
}>
