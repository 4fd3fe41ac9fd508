import type { QueryClient } from '@tanstack/react-query'
import { prefetchForViewer } from '../../auth/index.ts'
import { courseQuery, fetchCourse } from './catalogue-queries.ts'
import { preloadCardPictures } from '../lib/preload-card-pictures.ts'

/** The course /home/course?id=... shows, asked for at once (same key as the page's). */
export async function prefetchCourse(queryClient: QueryClient, search: string) {
  const courseId = new URLSearchParams(search).get('id')?.trim()
  if (!courseId) return
  const course = fetchCourse(courseId)
  preloadCardPictures(course, (answer) => [answer.thumbnail])
  await prefetchForViewer(queryClient, course, (userId) => courseQuery(courseId, userId))
}
