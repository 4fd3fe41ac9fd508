import type {
  CategoryListAnswer,
  CategoryListRequest,
  CreateCategoryAnswer,
  CreateCategoryRequest,
  DeleteCategoryAnswer,
  DeleteCategoryRequest,
  UpdateCategoryAnswer,
  UpdateCategoryRequest,
} from '../types/category.ts'
import type {
  CourseListAnswer,
  CourseListRequest,
  CreateRatingAnswer,
  CreateRatingRequest,
  FullCourseDetailsAnswer,
  FullCourseDetailsRequest,
  GetACourseAnswer,
  GetACourseRequest,
  ManualEnrollAnswer,
  ManualEnrollManyAnswer,
  ManualEnrollManyRequest,
  ManualEnrollRequest,
  UpdateCourseProgressAnswer,
  UpdateCourseProgressRequest,
} from '../types/course.ts'
import { writeRequestOptions, type WriteOptions } from './idempotency.ts'
import type { ApiResult, RequestFunction } from './transport.ts'

/**
 * Categories, the public catalogue, the learning view and manual enrolment
 * (start/routes/catalogue.ts).
 */
export function createCatalogueApi(request: RequestFunction) {
  return {
    /** Public; a GET, so paging goes in the query string. */
    showAllCategories: (query: CategoryListRequest = {}): Promise<ApiResult<CategoryListAnswer>> =>
      request('GET', '/courses/showAllCategories', undefined, { query: { ...query } }),
    /** Admin; answered 201; takes an idempotency key like the builder's writes. */
    createCategory: (
      body: CreateCategoryRequest,
      options?: WriteOptions
    ): Promise<ApiResult<CreateCategoryAnswer>> =>
      request('POST', '/courses/createCategory', body, writeRequestOptions(options)),
    /** Admin */
    updateCategory: (body: UpdateCategoryRequest): Promise<ApiResult<UpdateCategoryAnswer>> =>
      request('POST', '/courses/updateCategory', body),
    /** Admin; 409 while any course is in it, unless `moveToCategoryId` says where they go. */
    deleteCategory: (body: DeleteCategoryRequest): Promise<ApiResult<DeleteCategoryAnswer>> =>
      request('POST', '/courses/deleteCategory', body),

    getAllCourses: (body: CourseListRequest = {}): Promise<ApiResult<CourseListAnswer>> =>
      request('POST', '/courses/getAllCourses', body),
    /** The course's fields are at the top level of the answer, beside `success`. */
    getACourse: (body: GetACourseRequest): Promise<ApiResult<GetACourseAnswer>> =>
      request('POST', '/courses/getACourse', body),

    /** Enrolled learners and admins. */
    getFullCourseDetails: (
      body: FullCourseDetailsRequest
    ): Promise<ApiResult<FullCourseDetailsAnswer>> =>
      request('POST', '/courses/getFullCourseDetails', body),
    /** Enrolled learners. */
    updateCourseProgress: (
      body: UpdateCourseProgressRequest
    ): Promise<ApiResult<UpdateCourseProgressAnswer>> =>
      request('POST', '/courses/updateCourseProgress', body),
    /** Enrolled learners; rating again edits the rating. */
    createRating: (body: CreateRatingRequest): Promise<ApiResult<CreateRatingAnswer>> =>
      request('POST', '/courses/createRating', body),

    /** Admin; 404 unknown e-mail or course, 409 already enrolled (nothing changes). */
    manualEnrollStudent: (body: ManualEnrollRequest): Promise<ApiResult<ManualEnrollAnswer>> =>
      request('POST', '/payment/manualEnrollStudent', body),
    /** Admin; one result per distinct address (enrolled, already enrolled, no account, invalid). */
    manualEnrollStudents: (
      body: ManualEnrollManyRequest
    ): Promise<ApiResult<ManualEnrollManyAnswer>> =>
      request('POST', '/payment/manualEnrollStudents', body),
  }
}
