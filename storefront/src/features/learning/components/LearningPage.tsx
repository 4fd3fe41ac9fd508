import { useSearchParams } from 'react-router'
import { useCurrentUser } from '../../auth/index.ts'
import { CourseUnavailable } from './CourseUnavailable.tsx'
import { LearningCourse } from './LearningCourse.tsx'
import './learning.css'

/** /home/enrolled?id={courseId}: the learning view (behind RequireSignIn). */
export default function LearningPage() {
  const [params] = useSearchParams()
  const { data: user } = useCurrentUser()
  const courseId = params.get('id')?.trim() || null

  if (!user) return null
  if (!courseId) return <CourseUnavailable />
  // Keyed so moving to another course starts its player and progress afresh.
  return <LearningCourse key={courseId} userId={user._id} courseId={courseId} />
}
