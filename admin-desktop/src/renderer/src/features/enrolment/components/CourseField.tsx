import type { CourseOption } from '../api/use-course-options.ts'
import { CourseSelect } from './CourseSelect.tsx'

interface CourseFieldProps {
  /** Unique per form: the label and the picker are tied by it */
  id: string
  value: CourseOption | null
  onChange: (course: CourseOption) => void
  invalid?: boolean
  disabled?: boolean
}

/**
 * The labelled course picker. The label names the button together with the chosen course, so
 * a screen reader hears "Course, UPSC Prelims…" rather than only one of the two.
 */
export function CourseField({ id, value, onChange, invalid, disabled }: CourseFieldProps) {
  return (
    <div className="bp6-form-group enrol-field">
      <label id={`${id}-label`} className="bp6-label" htmlFor={id}>
        Course
      </label>
      <div className="bp6-form-content">
        <CourseSelect
          id={id}
          labelId={`${id}-label`}
          value={value}
          onChange={onChange}
          invalid={invalid}
          disabled={disabled}
        />
      </div>
    </div>
  )
}
