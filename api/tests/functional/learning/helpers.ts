import Course from '#catalogue/models/course'
import Section from '#catalogue/models/section'
import Lesson from '#catalogue/models/lesson'
import type User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'

export const COURSES = '/api/v1/courses'
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export interface LearningFixture {
  course: Course
  sections: Section[]
  /** every lesson in course order */
  lessons: Lesson[]
  learner: User
}

/**
 * A course with two sections (2 and 1 lessons, 600 + 1200 + 1800 seconds)
 * and a learner enrolled in it.
 */
export async function enrolledLearner(
  options: { status?: 'published' | 'draft' } = {}
): Promise<LearningFixture> {
  const category = await CategoryFactory.merge({ name: 'UPSC' }).create()
  const instructor = await UserFactory.apply('admin')
    .merge({ firstName: 'Asha', lastName: 'Verma' })
    .create()
  const course = await CourseFactory.merge({
    categoryId: category.id,
    instructorId: instructor.id,
    status: options.status ?? 'published',
    couponCode: 'EARLY10',
  }).create()
  const sections = [
    await Section.create({ courseId: course.id, sectionName: 'Basics', position: 1 }),
    await Section.create({ courseId: course.id, sectionName: 'Advanced', position: 2 }),
  ]
  const plan = [
    [0, 600],
    [0, 1200],
    [1, 1800],
  ]
  const lessons: Lesson[] = []
  for (const [index, [section, seconds]] of plan.entries()) {
    lessons.push(
      await Lesson.create({
        sectionId: sections[section].id,
        title: `Lesson ${index + 1}`,
        description: `Line one\nLine two of ${index + 1}`,
        videoUrl: `https://www.youtube.com/embed/video${index + 1}`,
        durationSeconds: seconds,
        position: index + 1,
      })
    )
  }
  await Course.query().where('id', course.id).update({ totalDurationSeconds: 3600 })
  const learner = await UserFactory.create()
  await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
  return { course, sections, lessons, learner }
}
