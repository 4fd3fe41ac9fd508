import type {
  AddSectionAnswer,
  AddSectionRequest,
  AddSubSectionAnswer,
  AddSubSectionRequest,
  CreateCourseAnswer,
  CreateCourseRequest,
  DeleteCourseAnswer,
  DeleteCourseRequest,
  DeleteSectionAnswer,
  DeleteSectionRequest,
  DeleteSubSectionAnswer,
  DeleteSubSectionRequest,
  DraftListAnswer,
  DraftListRequest,
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
import type { ApiResult, RequestFunction } from './transport.ts'

/**
 * The draft list is a bare array; how many drafts match the search is in the X-Total-Count
 * header, null when the header is missing or unreadable (a cross-origin caller sees it only
 * if the server exposes it).
 */
export interface DraftListResult extends ApiResult<DraftListAnswer> {
  totalCount: number | null
}

/** The admin course builder (start/routes/builder.ts); every call needs an Admin. */
export function createBuilderApi(request: RequestFunction) {
  return {
    /** Creates the course as a draft at step 1; answered 200. */
    createCourse: (body: CreateCourseRequest): Promise<ApiResult<CreateCourseAnswer>> =>
      request('POST', '/courses/createCourse', body),
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
    editCourse: (body: EditCourseRequest): Promise<ApiResult<EditCourseAnswer>> =>
      request('POST', '/courses/editCourse', body),
    /** Needs at least one lesson; removes the draft. */
    publishCourse: (body: PublishCourseRequest): Promise<ApiResult<PublishCourseAnswer>> =>
      request('POST', '/courses/publishCourse', body),
    unpublishCourse: (body: UnpublishCourseRequest): Promise<ApiResult<UnpublishCourseAnswer>> =>
      request('POST', '/courses/unpublishCourse', body),
    reopenCourse: (body: ReopenCourseRequest): Promise<ApiResult<ReopenCourseAnswer>> =>
      request('POST', '/courses/reopenCourse', body),
    inspectCourse: (body: InspectCourseRequest): Promise<ApiResult<InspectCourseAnswer>> =>
      request('POST', '/courses/inspectCourse', body),
    /** 409 while learners are enrolled. */
    deleteCourse: (body: DeleteCourseRequest): Promise<ApiResult<DeleteCourseAnswer>> =>
      request('POST', '/courses/deleteCourse', body),

    addSection: (body: AddSectionRequest): Promise<ApiResult<AddSectionAnswer>> =>
      request('POST', '/courses/addSection', body),
    updateSection: (body: UpdateSectionRequest): Promise<ApiResult<UpdateSectionAnswer>> =>
      request('POST', '/courses/updateSection', body),
    deleteSection: (body: DeleteSectionRequest): Promise<ApiResult<DeleteSectionAnswer>> =>
      request('POST', '/courses/deleteSection', body),
    reorderSections: (body: ReorderSectionsRequest): Promise<ApiResult<ReorderSectionsAnswer>> =>
      request('POST', '/courses/reorderSections', body),

    addSubSection: (body: AddSubSectionRequest): Promise<ApiResult<AddSubSectionAnswer>> =>
      request('POST', '/courses/addSubSection', body),
    updateSubSection: (body: UpdateSubSectionRequest): Promise<ApiResult<UpdateSubSectionAnswer>> =>
      request('POST', '/courses/updateSubSection', body),
    deleteSubSection: (body: DeleteSubSectionRequest): Promise<ApiResult<DeleteSubSectionAnswer>> =>
      request('POST', '/courses/deleteSubSection', body),
    reorderSubSections: (
      body: ReorderSubSectionsRequest
    ): Promise<ApiResult<ReorderSubSectionsAnswer>> =>
      request('POST', '/courses/reorderSubSections', body),
  }
}
