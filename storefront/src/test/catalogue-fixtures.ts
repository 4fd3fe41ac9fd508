import type {
  Category,
  CourseCard,
  CourseDetail,
} from '../features/catalogue/api/catalogue-types.ts'

/** A published course card as POST /courses/getAllCourses answers it. */
export function courseCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    _id: 'course-1',
    courseName: 'Indian Polity Foundation',
    courseDescription: 'The Constitution, Parliament and the courts for the prelims.',
    thumbnail: '',
    price: 2999,
    pricePaise: 299_900,
    isFree: false,
    category: { _id: 'cat-1', name: 'UPSC Prelims' },
    instructor: { _id: 'ins-1', firstName: 'Asha', lastName: 'Verma' },
    tag: ['Polity', 'Prelims', 'Constitution', 'GS 2'],
    whatYouWillLearn: 'Preamble, Fundamental rights, Parliament',
    instructions: ['Read the bare act alongside'],
    enrollments: 3,
    averageRating: 4.5,
    ratingCount: 12,
    totalDuration: 1496,
    totalDurationText: '24m 56s',
    studentsEnroled: [],
    status: 'published',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

/** The same course with its content, as POST /courses/getACourse answers it. */
export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...courseCard(),
    issuesCertificate: true,
    courseContent: [
      {
        _id: 'sec-1',
        sectionName: 'The Constitution',
        subSection: [
          {
            _id: 'les-1',
            title: 'Preamble',
            description: 'The ideals the Constitution starts from.',
            timeDuration: 95,
            durationText: '1m 35s',
          },
          {
            _id: 'les-2',
            title: 'Fundamental rights',
            description: 'Articles 12 to 35.',
            timeDuration: 600,
            durationText: '10m',
          },
        ],
      },
      { _id: 'sec-2', sectionName: 'Parliament', subSection: [] },
    ],
    ...overrides,
  }
}

export function category(id: string, name: string, courseCount = 1): Category {
  return { _id: id, name, description: '', courseCount, createdAt: '2026-01-01T00:00:00.000Z' }
}

/** The answer of POST /courses/getAllCourses for one page. */
export function courseListAnswer(
  courses: CourseCard[],
  { page = 1, limit = 12, total = courses.length } = {}
) {
  return {
    status: 200,
    body: {
      success: true,
      message: 'Courses fetched successfully',
      data: courses,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
      totalCourses: total,
      limit,
    },
  }
}

export function categoriesAnswer(categories: Category[]) {
  return {
    status: 200,
    body: {
      success: true,
      message: 'Categories fetched successfully',
      data: categories,
      totalCategories: categories.length,
      totalPages: 1,
      currentPage: 1,
    },
  }
}
