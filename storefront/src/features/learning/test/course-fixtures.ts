import type {
  FullCourseDetails,
  LearnerCourseSection,
  LearnerLesson,
} from '../api/learning-types.ts'

/** A lesson for tests: id, and a length in seconds. */
export function lesson(id: string, timeDuration = 60, videoUrl = `https://cdn.test/${id}.mp4`) {
  return {
    _id: id,
    title: `Lesson ${id}`,
    description: `About ${id}`,
    timeDuration,
    durationText: `${timeDuration}s`,
    videoUrl,
  } satisfies LearnerLesson
}

/** A section for tests holding the given lessons. */
export function section(id: string, lessons: LearnerLesson[]): LearnerCourseSection {
  return { _id: id, sectionName: `Section ${id}`, subSection: lessons }
}

/**
 * Empty first and middle and last sections around lessons a1, a2 (section A) and b1 (section B):
 * the shape that trips naive next/previous logic.
 */
export function courseWithGaps(): LearnerCourseSection[] {
  return [
    section('intro', []),
    section('A', [lesson('a1'), lesson('a2')]),
    section('gap', []),
    section('B', [lesson('b1')]),
    section('soon', []),
  ]
}

/** getFullCourseDetails' `data` for a course with gaps (see courseWithGaps). */
export function fullCourse(overrides: Partial<FullCourseDetails> = {}): FullCourseDetails {
  const sections = courseWithGaps()
  return {
    courseDetails: {
      _id: 'c1',
      courseName: 'Answer Writing for GS Mains',
      courseDescription: 'How to read a question and plan in a minute.',
      thumbnail: '',
      price: 0,
      pricePaise: 0,
      isFree: true,
      category: { _id: 'cat-1', name: 'UPSC Mains' },
      instructor: { _id: 'ins-1', firstName: 'Asha', lastName: 'Verma' },
      tag: ['Answer Writing', 'Free'],
      whatYouWillLearn: 'Decoding directives, Structuring answers',
      instructions: ['Write one answer a day'],
      enrollments: 1,
      averageRating: null,
      ratingCount: 0,
      totalDuration: 180,
      totalDurationText: '3m 0s',
      studentsEnroled: [{ _id: 'user-1' }],
      status: 'published',
      createdAt: '2026-11-01T10:00:00.000Z',
      couponCode: null,
      issuesCertificate: true,
      courseContent: sections,
    },
    completedVideos: [],
    totalDuration: '3m 0s',
    totalDurationSeconds: 180,
    progress: { completed: 0, total: 3, percent: 0, lastLessonId: null, lastPositionSeconds: 0 },
    myRating: null,
    ...overrides,
  }
}
