import type { QueryClient } from '@tanstack/react-query'
import { sessionUser } from '../../auth/index.ts'
import { courseQuery } from './catalogue-queries.ts'

/** The course /home/course?id=... shows, as soon as the session is known. */
export async function prefetchCourse(queryClient: QueryClient, search: string) {
  const courseId = new URLSearchParams(search).get('id')?.trim()
  if (!courseId) return
  const viewer = await sessionUser(queryClient)
  const userId = viewer?._id ?? null
  await queryClient.prefetchQuery(courseQuery(courseId, userId))
}
