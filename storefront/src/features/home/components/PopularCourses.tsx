import { Button } from '@blueprintjs/core'
import { Refresh } from '@blueprintjs/icons'
import { Link } from 'react-router'
import { gstNote, useCurrentUser, useGstTerms } from '../../auth/index.ts'
import { POPULAR_COURSES_COUNT, usePopularCourses } from '../api/popular-courses.ts'
import { CourseCard } from '../../catalogue/index.ts'
import { CourseCardSkeleton } from '../../catalogue/index.ts'

const SKELETON_COUNT = POPULAR_COURSES_COUNT

/** Three most-enrolled courses from the API, with skeletons of the same size while loading. */
export function PopularCourses() {
  const { data: user, isPending: userPending } = useCurrentUser()
  const courses = usePopularCourses(user?._id ?? null, !userPending)
  const priceNote = gstNote(useGstTerms())

  return (
    <section className="page-section" aria-labelledby="popular-courses-heading">
      <div className="section-header">
        <div>
          <span className="eyebrow">Most popular</span>
          <h2 className="section-heading" id="popular-courses-heading">
            Courses learners choose most
          </h2>
        </div>
        <Link to="/home/explore" className="section-header__link">
          View all courses
        </Link>
      </div>

      {courses.isError ? (
        <div className="inline-problem surface-card" role="alert">
          <p>We could not load the courses just now.</p>
          <Button icon={<Refresh />} text="Try again" onClick={() => void courses.refetch()} />
        </div>
      ) : courses.data && courses.data.length === 0 ? (
        <div className="inline-problem surface-card">
          <p>New courses are on their way. Check back soon.</p>
        </div>
      ) : (
        <div className="course-grid" aria-busy={!courses.data}>
          {courses.data
            ? courses.data.map((course) => (
                <CourseCard
                  key={course._id}
                  course={course}
                  userId={user?._id}
                  priceNote={priceNote}
                />
              ))
            : Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <CourseCardSkeleton key={index} />
              ))}
        </div>
      )}
    </section>
  )
}
