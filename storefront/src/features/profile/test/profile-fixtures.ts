import { storeItemFixture } from '@pathshala/ui/testing/store-item-fixtures'
import type { EnrolledCourse, OwnedMaterial } from '../api/profile-types.ts'

/** An enrolled course as POST /profile/getEnrolledCourses answers it. */
export function enrolledCourse(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    _id: 'c1',
    courseName: 'Answer Writing for GS Mains',
    courseDescription: 'How to read a question and plan in a minute.',
    thumbnail: '',
    category: 'UPSC Mains',
    price: 'Enrolled',
    instructor: { firstName: 'Asha', lastName: 'Verma' },
    tag: ['Answer Writing'],
    status: 'published',
    progress: { completed: 1, total: 3, percent: 33 },
    lastLessonId: null,
    enrolledAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

export function enrolledAnswer(courses: EnrolledCourse[]) {
  return {
    body: {
      success: true,
      message: 'ok',
      courses,
      totalPages: 1,
      currentPage: 1,
      totalCourses: courses.length,
    },
  }
}

/** A store item the learner owns (user.materials). */
export function material(overrides: Partial<OwnedMaterial> = {}): OwnedMaterial {
  return storeItemFixture({
    _id: 'm1',
    title: 'Ethics Handbook',
    author: 'Anil Kumar',
    description: 'A complete book covering the syllabus.',
    type: 'Books',
    category: 'Books',
    price: 0,
    pricePaise: 0,
    isFree: true,
    purchases: 1,
    studentsPurchase: [{ _id: 'user-1' }],
    ...overrides,
  })
}
