import type { QueryClient } from '@tanstack/react-query'
import { prefetchForViewer } from '../../auth/index.ts'
import { courseQuery, fetchCourse } from './catalogue-queries.ts'

/** The course /home/course?id=... shows, asked for at once (same key as the page's). */
export async function prefetchCourse(queryClient: QueryClient, search: string) {
  const courseId = new URLSearchParams(search).get('id')?.trim()
  if (!courseId) return
  await prefetchForViewer(queryClient, fetchCourse(courseId), (userId) =>
    courseQuery(courseId, userId)
  )
}
