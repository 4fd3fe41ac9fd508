import { H2 } from '@blueprintjs/core'

/** The instructor's notes for learners, in order; nothing when there are none. */
export function CourseInstructions({ instructions }: { instructions: string[] }) {
  const items = instructions.filter((item) => item.trim() !== '')
  if (items.length === 0) return null
  return (
    <section className="course-instructions" aria-labelledby="instructions-title">
      <H2 id="instructions-title" className="course-section-title">
        Instructions
      </H2>
      <ol>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  )
}
