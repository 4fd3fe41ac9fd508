import { Button } from '@blueprintjs/core'
import { ChevronLeft, ChevronRight, Circle, TickCircle } from '@blueprintjs/icons'
import type { LearnerLesson } from '../api/learning-types.ts'
import { paragraphs } from '../lib/learning-points.ts'

interface LessonBarProps {
  lesson: LearnerLesson
  sectionName: string
  lessonNumber: number
  lessonCount: number
  completed: boolean
  hasPrevious: boolean
  hasNext: boolean
  onPrevious(): void
  onNext(): void
  onToggleCompleted(): void
}

/** The open lesson under the player: title, Previous/Next, 'Mark as complete', its notes. */
export function LessonBar({
  lesson,
  sectionName,
  lessonNumber,
  lessonCount,
  completed,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onToggleCompleted,
}: LessonBarProps) {
  const notes = paragraphs(lesson.description)
  return (
    <section className="lesson-bar bp6-card" aria-labelledby="lesson-title">
      <div className="lesson-heading">
        <p className="lesson-eyebrow bp6-text-muted">
          {sectionName} · Lesson {lessonNumber} of {lessonCount}
        </p>
        <h2 id="lesson-title" className="lesson-title">
          {lesson.title}
        </h2>
      </div>
      <div className="lesson-actions">
        <Button
          icon={<ChevronLeft />}
          text="Previous Lesson"
          variant="outlined"
          disabled={!hasPrevious}
          onClick={onPrevious}
        />
        <Button
          className="lesson-complete"
          icon={completed ? <TickCircle /> : <Circle />}
          intent={completed ? 'success' : 'none'}
          variant={completed ? 'solid' : 'outlined'}
          text={completed ? 'Completed' : 'Mark as complete'}
          aria-pressed={completed}
          title={completed ? 'Completed: click to mark as not complete' : undefined}
          onClick={onToggleCompleted}
        />
        <Button
          endIcon={<ChevronRight />}
          text="Next Lesson"
          intent="primary"
          disabled={!hasNext}
          onClick={onNext}
        />
      </div>
      {notes.length > 0 && (
        <div className="lesson-notes">
          {notes.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
    </section>
  )
}
