import { useCallback, useMemo, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { CourseProgressUpdate, FullCourseDetails } from './learning-types.ts'
import { api, type RequestBody } from '../../../app/api.ts'
import { profileKeys } from '../../profile/index.ts'
import { certificatesKeys } from '../../certificates/index.ts'
import { withLessonCompleted } from '../lib/course-progress.ts'
import { learningKeys } from './learning-keys.ts'

type ProgressChange = Omit<RequestBody<'POST', '/courses/updateCourseProgress'>, 'courseId'>

export interface CourseProgressSync {
  /** Where the learner is; a failure is silent, the next save carries a newer position anyway. */
  savePosition(lessonId: string, position: number): void
  /** Marks a lesson (not) complete at once on screen, then on the server; rejects on failure. */
  setCompleted(lessonId: string, completed: boolean, position?: number): Promise<void>
}

/**
 * Keeps the learner's progress on the server. Requests go one at a time, in order, so an older
 * answer can never land after a newer one; each answer's progress goes straight into the cached
 * course (ticks and 'X / Y completed' follow without reloading), with completion marks still in
 * flight laid on top so a tick never flickers.
 */
export function useCourseProgressSync(userId: string, courseId: string): CourseProgressSync {
  const queryClient = useQueryClient()
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const marksInFlight = useRef(new Map<string, boolean>())
  // The completed lessons as the server last reported them, under any optimistic marks.
  const confirmed = useRef<string[] | null>(null)
  const key = useMemo(() => learningKeys.course(userId, courseId), [userId, courseId])

  const showCompleted = useCallback(
    (server?: CourseProgressUpdate) => {
      queryClient.setQueryData<FullCourseDetails>(key, (course) => {
        if (!course) return course
        if (server) confirmed.current = server.completedVideos
        confirmed.current ??= course.completedVideos
        let completedVideos = confirmed.current
        for (const [lessonId, completed] of marksInFlight.current) {
          completedVideos = withLessonCompleted(completedVideos, lessonId, completed)
        }
        return { ...course, completedVideos, progress: server?.progress ?? course.progress }
      })
    },
    [queryClient, key]
  )

  const send = useCallback(
    (change: ProgressChange) => {
      const request = queue.current.then(() =>
        api.post('/courses/updateCourseProgress', { body: { courseId, ...change } })
      )
      queue.current = request.catch(() => undefined)
      return request.then(({ body }) => {
        showCompleted(body)
        // The profile's course cards show progress too; refetched when next shown.
        void queryClient.invalidateQueries({ queryKey: profileKeys.all })
        // The last lesson completed issues a certificate (the server's, after this answer).
        void queryClient.invalidateQueries({ queryKey: certificatesKeys.all })
      })
    },
    [courseId, queryClient, showCompleted]
  )

  return useMemo(
    () => ({
      savePosition(lessonId, position) {
        send({ subsectionId: lessonId, position }).catch(() => undefined)
      },
      async setCompleted(lessonId, completed, position) {
        marksInFlight.current.set(lessonId, completed)
        showCompleted()
        try {
          await send({ subsectionId: lessonId, completed, position })
        } finally {
          marksInFlight.current.delete(lessonId)
          // On failure this takes the optimistic mark back off.
          showCompleted()
        }
      },
    }),
    [send, showCompleted]
  )
}
