import { Card, Tab, Tabs, Tag } from '@blueprintjs/core'
import { TickCircle } from '@blueprintjs/icons'
import type { LearnerCourseDetails } from '../api/learning-types.ts'
import { learningPoints, paragraphs } from '../lib/learning-points.ts'

/** About Course (description, what you'll learn), Instructions and Tags. */
export function CourseInfoTabs({ course }: { course: LearnerCourseDetails }) {
  const points = learningPoints(course.whatYouWillLearn)
  const description = paragraphs(course.courseDescription)

  const about = (
    <div className="info-panel">
      <h3 className="info-heading">About this course</h3>
      {description.length > 0 ? (
        description.map((line, index) => <p key={index}>{line}</p>)
      ) : (
        <p className="bp6-text-muted">No description yet.</p>
      )}
      {points.length > 0 && (
        <>
          <h3 className="info-heading">What you'll learn</h3>
          <ul className="learn-points">
            {points.map((point) => (
              <li key={point}>
                <TickCircle className="bp6-intent-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )

  const instructions = (
    <div className="info-panel">
      {course.instructions.length > 0 ? (
        <ol className="instruction-list">
          {course.instructions.map((instruction, index) => (
            <li key={index}>{instruction}</li>
          ))}
        </ol>
      ) : (
        <p className="bp6-text-muted">No special instructions for this course.</p>
      )}
    </div>
  )

  const tags = (
    <div className="info-panel">
      {course.tag.length > 0 ? (
        <div className="tag-list">
          {course.tag.map((tag) => (
            <Tag key={tag} round large minimal intent="primary">
              {tag}
            </Tag>
          ))}
        </div>
      ) : (
        <p className="bp6-text-muted">This course has no tags.</p>
      )}
    </div>
  )

  return (
    <Card className="course-info">
      <Tabs id="course-info" renderActiveTabPanelOnly size="large">
        <Tab id="about" title="About Course" panel={about} />
        <Tab id="instructions" title="Instructions" panel={instructions} />
        <Tab id="tags" title="Tags" panel={tags} />
      </Tabs>
    </Card>
  )
}
