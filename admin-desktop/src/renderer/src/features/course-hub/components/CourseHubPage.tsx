import { H2 } from '@blueprintjs/core'
import { Add, Edit, Learning } from '@blueprintjs/icons'
import { HubCards, type HubCard } from '@pathshala/ui'
import './course-hub.css'

// docs/screens/admin.md#courses: the three ways into course management
const CARDS: readonly HubCard[] = [
  {
    to: '/course/create',
    title: 'Create New',
    text: 'Build a course step by step: details, sections and lessons, then publish.',
    action: 'Create a course',
    icon: <Add size={28} />,
  },
  {
    to: '/course/draft',
    title: 'Draft Courses',
    text: 'Courses not published yet: continue where they were left, or delete them.',
    action: 'View drafts',
    icon: <Edit size={28} />,
  },
  {
    to: '/course/published',
    title: 'Published Courses',
    text: 'Courses in the catalogue: inspect their content, learners, revenue and reviews.',
    action: 'View published',
    icon: <Learning size={28} />,
  },
]

/** /admin/course: where courses are made and managed. */
export default function CourseHubPage() {
  return (
    <section aria-labelledby="course-hub-heading" className="course-hub">
      <H2 id="course-hub-heading">Courses</H2>
      <p className="course-hub-muted">Create, continue and manage the video courses.</p>
      <HubCards cards={CARDS} />
    </section>
  )
}
