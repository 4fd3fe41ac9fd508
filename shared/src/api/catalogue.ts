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
  ManualEnrollRequest,
  UpdateCourseProgressAnswer,
  UpdateCourseProgressRequest,
} from '../types/course.ts'
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
    /** Admin; answered 201. */
    createCategory: (body: CreateCategoryRequest): Promise<ApiResult<CreateCategoryAnswer>> =>
      request('POST', '/courses/createCategory', body),
    /** Admin */
    updateCategory: (body: UpdateCategoryRequest): Promise<ApiResult<UpdateCategoryAnswer>> =>
      request('POST', '/courses/updateCategory', body),
    /** Admin; 409 while any course is in it. */
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

    /** Admin; a learner already enrolled is answered 200 and nothing changes. */
    manualEnrollStudent: (body: ManualEnrollRequest): Promise<ApiResult<ManualEnrollAnswer>> =>
      request('POST', '/payment/manualEnrollStudent', body),
  }
}
