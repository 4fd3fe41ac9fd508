import type { CourseInstructor } from '../api/catalogue-types.ts'
import { initialsOf } from '@pathshala/ui'
import { instructorName } from '../lib/course-facts.ts'

/** Initials avatar and the instructor's name. */
export function InstructorLine({ instructor }: { instructor: CourseInstructor | null }) {
  const name = instructorName(instructor)
  return (
    <span className="instructor-line">
      <span className="instructor-avatar" aria-hidden>
        {initialsOf(name)}
      </span>
      <span className="instructor-name">
        <span className="visually-hidden">Instructor: </span>
        {name}
      </span>
    </span>
  )
}
