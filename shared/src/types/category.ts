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

/** POST /courses/createCategory (admin): 201; 409 for a duplicate name. */
export interface CreateCategoryRequest {
  /** Up to 80 characters, unique ignoring case */
  name: string
  /** Up to 500 characters */
  description?: string | null
}
export type CreateCategoryAnswer = ApiAnswer<{ data: Category }>

/** POST /courses/updateCategory (admin): `description` left out keeps it, null or '' clears it. */
export interface UpdateCategoryRequest {
  categoryId: string
  newName: string
  description?: string | null
}
export type UpdateCategoryAnswer = ApiAnswer<{ category: Category; data: Category }>

/**
 * POST /courses/deleteCategory (admin): 409 while any course (drafts too) is in it, unless
 * `moveToCategoryId` names another category to move them to first (one transaction; 404 when
 * that category does not exist, 422 when it is the same one). Refusals of update and delete
 * also carry the message as `error`.
 */
export interface DeleteCategoryRequest {
  categoryId: string
  moveToCategoryId?: string | null
}
export type DeleteCategoryAnswer = ApiAnswer<{
  /** How many courses moved to `moveToCategoryId` (0 without one) */
  movedCourses: number
}>
