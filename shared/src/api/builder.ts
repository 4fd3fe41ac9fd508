import type {
  AddSectionAnswer,
  AddSectionRequest,
  AddSubSectionAnswer,
  AddSubSectionRequest,
  CreateCourseAnswer,
  CreateCourseRequest,
  CourseReviewsAnswer,
  CourseReviewsRequest,
  DeleteCourseAnswer,
  DeleteCourseRequest,
  DeleteSectionAnswer,
  DeleteSectionRequest,
  DeleteSubSectionAnswer,
  DeleteSubSectionRequest,
  DraftListAnswer,
  DraftListRequest,
  DuplicateCourseAnswer,
  DuplicateCourseRequest,
  EditCourseAnswer,
  EditCourseRequest,
  InspectCourseAnswer,
  InspectCourseRequest,
  PublishCourseAnswer,
  PublishCourseRequest,
  ReopenCourseAnswer,
  ReopenCourseRequest,
  ReorderSectionsAnswer,
  ReorderSectionsRequest,
  ReorderSubSectionsAnswer,
  ReorderSubSectionsRequest,
  UnpublishCourseAnswer,
  UnpublishCourseRequest,
  UpdateSectionAnswer,
  UpdateSectionRequest,
  UpdateSubSectionAnswer,
  UpdateSubSectionRequest,
} from '../types/builder.ts'
import { writeRequestOptions, type WriteOptions } from './idempotency.ts'
import type { ApiResult, RequestFunction } from './transport.ts'

/**
 * The draft list is a bare array; how many drafts match the search is in the X-Total-Count
 * header, null when the header is missing or unreadable (a cross-origin caller sees it only
 * if the server exposes it).
 */
export interface DraftListResult extends ApiResult<DraftListAnswer> {
  totalCount: number | null
}

/**
 * The admin course builder (start/routes/builder.ts); every call needs an Admin. Every write
 * takes an optional idempotency key, so a repeat of the same change is applied once.
 */
export function createBuilderApi(request: RequestFunction) {
  return {
    /** Creates the course as a draft at step 1; answered 200. */
    createCourse: (
      body: CreateCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<CreateCourseAnswer>> =>
      request('POST', '/courses/createCourse', body, writeRequestOptions(options)),
    courseCreationDraft: async (query: DraftListRequest = {}): Promise<DraftListResult> => {
      let totalCount: number | null = null
      const result = await request<DraftListAnswer>(
        'GET',
        '/courses/courseCreationDraft',
        undefined,
        {
          query: { ...query },
          onHeaders: (headers) => {
            const header = headers.get('X-Total-Count')
            const count = header === null || header.trim() === '' ? Number.NaN : Number(header)
            totalCount = Number.isSafeInteger(count) && count >= 0 ? count : null
          },
        }
      )
      return { ...result, totalCount }
    },
    editCourse: (
      body: EditCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<EditCourseAnswer>> =>
      request('POST', '/courses/editCourse', body, writeRequestOptions(options)),
    /** Needs at least one lesson; removes the draft. */
    publishCourse: (
      body: PublishCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<PublishCourseAnswer>> =>
      request('POST', '/courses/publishCourse', body, writeRequestOptions(options)),
    unpublishCourse: (
      body: UnpublishCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<UnpublishCourseAnswer>> =>
      request('POST', '/courses/unpublishCourse', body, writeRequestOptions(options)),
    reopenCourse: (
      body: ReopenCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<ReopenCourseAnswer>> =>
      request('POST', '/courses/reopenCourse', body, writeRequestOptions(options)),
    inspectCourse: (body: InspectCourseRequest): Promise<ApiResult<InspectCourseAnswer>> =>
      request('POST', '/courses/inspectCourse', body),
    /** 409 while learners are enrolled. */
    deleteCourse: (
      body: DeleteCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<DeleteCourseAnswer>> =>
      request('POST', '/courses/deleteCourse', body, writeRequestOptions(options)),
    /** A new draft with the course's details and content, named '<name> (copy)'. */
    duplicateCourse: (
      body: DuplicateCourseRequest,
      options?: WriteOptions
    ): Promise<ApiResult<DuplicateCourseAnswer>> =>
      request('POST', '/courses/duplicateCourse', body, writeRequestOptions(options)),
    /** A page of the course's ratings and reviews, newest first. */
    courseReviews: (body: CourseReviewsRequest): Promise<ApiResult<CourseReviewsAnswer>> =>
      request('POST', '/courses/courseReviews', body),

    addSection: (
      body: AddSectionRequest,
      options?: WriteOptions
    ): Promise<ApiResult<AddSectionAnswer>> =>
      request('POST', '/courses/addSection', body, writeRequestOptions(options)),
    updateSection: (
      body: UpdateSectionRequest,
      options?: WriteOptions
    ): Promise<ApiResult<UpdateSectionAnswer>> =>
      request('POST', '/courses/updateSection', body, writeRequestOptions(options)),
    deleteSection: (
      body: DeleteSectionRequest,
      options?: WriteOptions
    ): Promise<ApiResult<DeleteSectionAnswer>> =>
      request('POST', '/courses/deleteSection', body, writeRequestOptions(options)),
    reorderSections: (
      body: ReorderSectionsRequest,
      options?: WriteOptions
    ): Promise<ApiResult<ReorderSectionsAnswer>> =>
      request('POST', '/courses/reorderSections', body, writeRequestOptions(options)),

    addSubSection: (
      body: AddSubSectionRequest,
      options?: WriteOptions
    ): Promise<ApiResult<AddSubSectionAnswer>> =>
      request('POST', '/courses/addSubSection', body, writeRequestOptions(options)),
    updateSubSection: (
      body: UpdateSubSectionRequest,
      options?: WriteOptions
    ): Promise<ApiResult<UpdateSubSectionAnswer>> =>
      request('POST', '/courses/updateSubSection', body, writeRequestOptions(options)),
    deleteSubSection: (
      body: DeleteSubSectionRequest,
      options?: WriteOptions
    ): Promise<ApiResult<DeleteSubSectionAnswer>> =>
      request('POST', '/courses/deleteSubSection', body, writeRequestOptions(options)),
    reorderSubSections: (
      body: ReorderSubSectionsRequest,
      options?: WriteOptions
    ): Promise<ApiResult<ReorderSubSectionsAnswer>> =>
      request('POST', '/courses/reorderSubSections', body, writeRequestOptions(options)),
  }
}
