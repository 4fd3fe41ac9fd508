import { Collapse } from '@blueprintjs/core'
import { ChevronDown, Circle, PlayIcon, TickCircle } from '@blueprintjs/icons'
import type { LearnerCourseSection } from '../api/learning-types.ts'
import { lessonDurationLabel } from '../lib/playback-time.ts'

interface ContentSectionProps {
  number: number
  section: LearnerCourseSection
  expanded: boolean
  completedIds: ReadonlySet<string>
  currentLessonId: string | null
  onToggle(): void
  onOpenLesson(lessonId: string): void
}

/** One numbered section of 'Course Content': a fold-out list of its lessons. */
export function ContentSection({
  number,
  section,
  expanded,
  completedIds,
  currentLessonId,
  onToggle,
  onOpenLesson,
}: ContentSectionProps) {
  const count = section.subSection.length
  const done = section.subSection.filter((lesson) => completedIds.has(lesson._id)).length
  const listId = `section-lessons-${section._id}`

  return (
    <li className="content-section">
      <button
        type="button"
        aria-label={`${number}. ${section.sectionName}, ${sectionCountText(count, done)}`}
        className="content-section-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        <ChevronDown className={expanded ? 'section-chevron open' : 'section-chevron'} />
        <span className="content-section-name">
          {number}. {section.sectionName}
        </span>
        <span className="content-section-count bp6-text-muted" aria-hidden="true">
          {sectionCountText(count, done)}
        </span>
      </button>
      <Collapse isOpen={expanded} keepChildrenMounted>
        <div id={listId}>
          {count === 0 ? (
            <p className="content-empty bp6-text-muted">Content coming soon</p>
          ) : (
            <ol className="content-lessons">
              {section.subSection.map((lesson) => {
                const completed = completedIds.has(lesson._id)
                const current = lesson._id === currentLessonId
                const duration = lessonDurationLabel(lesson.timeDuration)
                return (
                  <li key={lesson._id}>
                    <button
                      type="button"
                      className={current ? 'content-lesson current' : 'content-lesson'}
                      aria-current={current ? 'true' : undefined}
                      aria-label={[lesson.title, completed && 'completed', duration]
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => onOpenLesson(lesson._id)}
                    >
                      {completed ? (
                        <TickCircle className="lesson-state bp6-intent-success" />
                      ) : current ? (
                        <PlayIcon className="lesson-state bp6-intent-primary" />
                      ) : (
                        <Circle className="lesson-state" />
                      )}
                      <span className="content-lesson-title">{lesson.title}</span>
                      {duration && (
                        <span className="content-lesson-duration bp6-text-muted">{duration}</span>
                      )}
                    </button>
                  </li>
                )
              })}
            </ol>
          )}
        </div>
      </Collapse>
    </li>
  )
}

/** '2 lessons', '2 lessons · 1 done', or 'Coming soon' for a section without lessons yet. */
function sectionCountText(count: number, done: number): string {
  if (count === 0) return 'Coming soon'
  const lessons = `${count} ${count === 1 ? 'lesson' : 'lessons'}`
  return done > 0 ? `${lessons} · ${done} done` : lessons
}
