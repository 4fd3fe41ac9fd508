import { useState } from 'react'
import { Card, ProgressBar } from '@blueprintjs/core'
import type { LearnerCourseSection } from '../api/learning-types.ts'
import { progressLabel, type ProgressCount } from '../lib/course-progress.ts'
import { ContentSection } from './ContentSection.tsx'

interface CourseContentPanelProps {
  sections: readonly LearnerCourseSection[]
  completedIds: ReadonlySet<string>
  progress: ProgressCount
  totalDurationText: string
  currentLessonId: string | null
  onOpenLesson(lessonId: string): void
}

/**
 * 'Course Content': numbered sections (all expanded at first), each lesson with its tick and
 * length, and the progress bar with 'X / Y completed'.
 */
export function CourseContentPanel({
  sections,
  completedIds,
  progress,
  totalDurationText,
  currentLessonId,
  onOpenLesson,
}: CourseContentPanelProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  // The open lesson's section is always shown, even after the learner folded it away.
  const [shownLesson, setShownLesson] = useState(currentLessonId)
  if (shownLesson !== currentLessonId) {
    setShownLesson(currentLessonId)
    const holder = sections.find((section) =>
      section.subSection.some((lesson) => lesson._id === currentLessonId)
    )
    if (holder && collapsed.has(holder._id)) {
      setCollapsed(new Set([...collapsed].filter((id) => id !== holder._id)))
    }
  }

  const toggle = (sectionId: string) => {
    const next = new Set(collapsed)
    if (next.has(sectionId)) next.delete(sectionId)
    else next.add(sectionId)
    setCollapsed(next)
  }

  return (
    <Card
      className="learning-panel course-content-panel"
      role="complementary"
      aria-labelledby="course-content-title"
    >
      <div className="content-panel-head">
        <h2 id="course-content-title" className="content-panel-title">
          Course Content
        </h2>
        <p className="content-panel-summary bp6-text-muted">
          {sections.length} {sections.length === 1 ? 'section' : 'sections'} · {progress.total}{' '}
          {progress.total === 1 ? 'lesson' : 'lessons'}
          {totalDurationText && ` · ${totalDurationText}`}
        </p>
        <ProgressBar
          className="content-progress"
          value={progress.total > 0 ? progress.completed / progress.total : 0}
          intent="success"
          animate={false}
          stripes={false}
          aria-label="Course progress"
        />
        <p className="content-progress-label" aria-live="polite">
          {progressLabel(progress)}
          <span className="bp6-text-muted"> · {progress.percent}%</span>
        </p>
      </div>
      <ol className="content-sections">
        {sections.map((section, index) => (
          <ContentSection
            key={section._id}
            number={index + 1}
            section={section}
            expanded={!collapsed.has(section._id)}
            completedIds={completedIds}
            currentLessonId={currentLessonId}
            onToggle={() => toggle(section._id)}
            onOpenLesson={onOpenLesson}
          />
        ))}
      </ol>
    </Card>
  )
}
