import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BuilderCourseWithContent } from '../../course-wizard/index.ts'
import type { CourseInspection } from './inspect-types.ts'
import type { RequestBody } from '../../../../../shared/api-contract.ts'
import { usePlatform } from '../../../platform/index.ts'
import { courseDraftsKeys } from '../../course-drafts/index.ts'
import { publishedCoursesKeys } from './published-courses-keys.ts'

export const REVIEWS_PAGE_SIZE = 5

/** The Inspect page's data: the course with its content, learners, revenue and rating. */
export function useCourseInspection(courseId: string | null) {
  const platform = usePlatform()
  return useQuery({
    queryKey: publishedCoursesKeys.inspection(courseId ?? ''),
    queryFn: () =>
      platform.api
        .post('/courses/inspectCourse', { body: { courseId: courseId! } })
        .then(({ body }) => body.data),
    enabled: courseId !== null,
  })
}

/** A page of the course's reviews, newest first. */
export function useCourseReviews(courseId: string, page: number) {
  const platform = usePlatform()
  const request = { courseId, page, limit: REVIEWS_PAGE_SIZE }
  return useQuery({
    queryKey: publishedCoursesKeys.reviews(request),
    queryFn: () =>
      platform.api.post('/courses/courseReviews', { body: request }).then(({ body }) => body),
    placeholderData: keepPreviousData,
  })
}

/**
 * One change the Inspect page makes. The course the server answers with (content changes
 * answer with it) replaces the page's at once; then every course list is fetched again.
 */
function useCourseChange<Input>(
  courseId: string,
  send: (input: Input) => Promise<BuilderCourseWithContent | null>
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (course) => {
      if (!course) return
      queryClient.setQueryData<CourseInspection>(
        publishedCoursesKeys.inspection(courseId),
        (current) => (current ? { ...current, course } : current)
      )
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publishedCoursesKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseDraftsKeys.all }),
      ]),
  })
}

/** Every change the Inspect page makes to the course, its sections and its lessons. */
export function useCourseChanges(courseId: string) {
  const { api } = usePlatform()
  return {
    edit: useCourseChange(
      courseId,
      async (fields: Omit<RequestBody<'POST', '/courses/editCourse'>, 'courseId'>) => {
        await api.post('/courses/editCourse', { body: { courseId, ...fields } })
        return null
      }
    ),
    renameSection: useCourseChange(courseId, ({ id, name }: { id: string; name: string }) =>
      api
        .post('/courses/updateSection', { body: { sectionId: id, sectionName: name, courseId } })
        .then(({ body }) => body.updatedCourse)
    ),
    deleteSection: useCourseChange(courseId, (sectionId: string) =>
      api
        .post('/courses/deleteSection', { body: { sectionId, courseId } })
        .then(({ body }) => body.updatedCourse)
    ),
    reorderSections: useCourseChange(courseId, (sectionIds: string[]) =>
      api
        .post('/courses/reorderSections', { body: { courseId, sectionIds } })
        .then(({ body }) => body.updatedCourse)
    ),
    renameLesson: useCourseChange(courseId, ({ id, name }: { id: string; name: string }) =>
      api
        .post('/courses/updateSubSection', { body: { subSectionId: id, title: name } })
        .then(({ body }) => body.updatedCourse)
    ),
    deleteLesson: useCourseChange(courseId, (lessonId: string) =>
      api
        .post('/courses/deleteSubSection', { body: { subSectionId: lessonId } })
        .then(({ body }) => body.updatedCourse)
    ),
    reorderLessons: useCourseChange(
      courseId,
      ({ sectionId, lessonIds }: { sectionId: string; lessonIds: string[] }) =>
        api
          .post('/courses/reorderSubSections', { body: { sectionId, subSectionIds: lessonIds } })
          .then(({ body }) => body.updatedCourse)
    ),
    unpublish: useCourseChange(courseId, async () => {
      await api.post('/courses/unpublishCourse', { body: { courseId } })
      return null
    }),
  }
}

export type CourseChanges = ReturnType<typeof useCourseChanges>

/** Lists the course among the drafts so the builder opens it (at the details step). */
export function useReopenCourse() {
  const platform = usePlatform()
  return useMutation({
    mutationFn: (courseId: string) =>
      platform.api.post('/courses/reopenCourse', { body: { courseId } }).then(({ body }) => body),
  })
}

/** A new draft copying the course; answers the copy. */
export function useDuplicateCourse() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (courseId: string) =>
      platform.api
        .post('/courses/duplicateCourse', { body: { courseId } })
        .then(({ body }) => body.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseDraftsKeys.all }),
  })
}
