import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { NonIdealState } from '@blueprintjs/core'
import { Time } from '@blueprintjs/icons'
import type { FullCourseDetails } from '../api/learning-types.ts'
import { useCourseProgressSync } from '../api/course-progress.ts'
import { countProgress } from '../lib/course-progress.ts'
import { lessonEndOutcome } from '../lib/lesson-end.ts'
import {
  lessonIdsInOrder,
  locateLesson,
  nextLessonId,
  previousLessonId,
} from '../lib/lesson-order.ts'
import { createProgressSaveSchedule } from '../lib/progress-save-schedule.ts'
import { resumePoint } from '../lib/resume-point.ts'
import { showToast } from '@pathshala/ui'
import { CourseCertificateCard } from '../../certificates/index.ts'
import { CourseContentPanel } from './CourseContentPanel.tsx'
import { CourseInfoTabs } from './CourseInfoTabs.tsx'
import { CourseRatingCard } from './CourseRatingCard.tsx'
import { LearningHeader } from './LearningHeader.tsx'
import { LessonBar } from './LessonBar.tsx'
import { VideoPlayer } from './player/VideoPlayer.tsx'

interface OpenLesson {
  lessonId: string
  startAt: number
  autoPlay: boolean
}

const PROGRESS_SAVE_FAILED = 'Your progress could not be saved. Please try again.'

/**
 * The learning view for a loaded course: reopens at the saved lesson and position, records the
 * position as the video plays, marks lessons complete (at the video's end or by hand), plays
 * the next lesson by itself, and keeps the content panel's ticks and progress in step.
 */
export function LearningView({
  userId,
  courseId,
  course,
}: {
  userId: string
  courseId: string
  course: FullCourseDetails
}) {
  const details = course.courseDetails
  const sections = details.courseContent
  const sync = useCourseProgressSync(userId, courseId)
  const [open, setOpen] = useState<OpenLesson | null>(() => {
    const resume = resumePoint(sections, course.progress)
    return resume && { ...resume, autoPlay: false }
  })
  // A lesson deleted while open (the course was edited) falls back to where the course resumes.
  const located = open ? locateLesson(sections, open.lessonId) : null
  if (open && !located) {
    const resume = resumePoint(sections, course.progress)
    setOpen(resume && { ...resume, autoPlay: false })
  }

  const completedIds = useMemo(() => new Set(course.completedVideos), [course.completedVideos])
  const progress = countProgress(sections, course.completedVideos)
  const order = lessonIdsInOrder(sections)

  // Where the video is, and when that is worth telling the server.
  const schedule = useRef(createProgressSaveSchedule())
  const position = useRef(open?.startAt ?? 0)
  const serverLesson = useRef(course.progress.lastLessonId)

  // Each lesson opened is recorded at once, so the course reopens there; the lesson the server
  // already holds is not sent again.
  useEffect(() => {
    if (!open) return
    position.current = open.startAt
    const save = schedule.current.start(open.lessonId, open.startAt)
    if (open.lessonId === serverLesson.current) return
    serverLesson.current = open.lessonId
    sync.savePosition(save.lessonId, save.position)
  }, [open, sync])

  const flush = useCallback(() => {
    const save = schedule.current.flush(position.current)
    if (save) sync.savePosition(save.lessonId, save.position)
  }, [sync])

  // Leaving the page, or the tab going to the background, saves where the learner stopped.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  const openLesson = (lessonId: string | null) => {
    if (!lessonId || lessonId === open?.lessonId) return
    flush()
    setOpen({ lessonId, startAt: 0, autoPlay: false })
  }

  const setCompleted = (lessonId: string, completed: boolean, at: number) => {
    sync
      .setCompleted(lessonId, completed, Math.floor(at))
      .catch(() => void showToast('error', PROGRESS_SAVE_FAILED))
  }

  const player = open && located && (
    <VideoPlayer
      lesson={located.lesson}
      startAt={open.startAt}
      autoPlay={open.autoPlay}
      onPosition={(seconds) => {
        position.current = seconds
        const save = schedule.current.observe(seconds)
        if (save) sync.savePosition(save.lessonId, save.position)
      }}
      onPause={(seconds) => {
        position.current = seconds
        flush()
      }}
      onEnded={(seconds) => {
        position.current = seconds
        const outcome = lessonEndOutcome(sections, open.lessonId)
        setCompleted(outcome.complete, true, seconds)
        // The completion above already carries the final position: no flush before moving on.
        if (outcome.advanceTo) setOpen({ lessonId: outcome.advanceTo, startAt: 0, autoPlay: true })
      }}
    />
  )

  return (
    <div className="page learning-page">
      <LearningHeader course={details} />
      <div className="learning-layout">
        <div className="learning-stage">
          {player || (
            <div className="video-player">
              <div className="video-stage">
                <div className="video-overlay bp6-dark">
                  <NonIdealState
                    icon={<Time size={40} />}
                    title="Content coming soon"
                    description="The lessons of this course are being prepared."
                  />
                </div>
              </div>
            </div>
          )}
          {open && located && (
            <LessonBar
              lesson={located.lesson}
              sectionName={located.section.sectionName}
              lessonNumber={order.indexOf(open.lessonId) + 1}
              lessonCount={order.length}
              completed={completedIds.has(open.lessonId)}
              hasPrevious={previousLessonId(sections, open.lessonId) !== null}
              hasNext={nextLessonId(sections, open.lessonId) !== null}
              onPrevious={() => openLesson(previousLessonId(sections, open.lessonId))}
              onNext={() => openLesson(nextLessonId(sections, open.lessonId))}
              onToggleCompleted={() =>
                setCompleted(open.lessonId, !completedIds.has(open.lessonId), position.current)
              }
            />
          )}
        </div>
        <CourseContentPanel
          sections={sections}
          completedIds={completedIds}
          progress={progress}
          totalDurationText={course.totalDurationSeconds > 0 ? course.totalDuration : ''}
          currentLessonId={open?.lessonId ?? null}
          onOpenLesson={(lessonId) => openLesson(lessonId)}
        />
        <div className="learning-details">
          <CourseCertificateCard
            userId={userId}
            courseId={courseId}
            issuesCertificate={details.issuesCertificate}
            complete={progress.total > 0 && progress.completed >= progress.total}
          />
          <CourseInfoTabs course={details} />
          <CourseRatingCard
            userId={userId}
            courseId={courseId}
            course={details}
            myRating={course.myRating}
          />
        </div>
      </div>
    </div>
  )
}
