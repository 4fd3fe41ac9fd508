import factory from '@adonisjs/lucid/factories'
import Course from '#catalogue/models/course'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { SectionFactory } from '#database/factories/section_factory'

/**
 * Published paid courses by default. States: `published`, `draft`, `free`,
 * `paid`, `withoutCertificate`. Relations: `category`, `instructor`, `sections` (e.g.
 * `.with('sections', 2, (section) => section.with('lessons', 3))`). Without
 * `.with('instructor')` or an `instructorId`, a fresh admin is the instructor.
 */
export const CourseFactory = factory
  .define(Course, ({ faker }) => ({
    courseName: faker.lorem.words(3).slice(0, 200),
    courseDescription: faker.lorem.paragraph(),
    pricePaise: faker.number.int({ min: 1, max: 50 }) * 50_000,
    whatYouWillLearn: faker.lorem.sentence(),
    tags: [faker.word.noun(), faker.word.noun()],
    instructions: [faker.lorem.sentence()],
    couponCode: null,
    issuesCertificate: true,
    thumbnail: faker.image.url(),
    status: 'published' as const,
    enrollmentsCount: 0,
    totalDurationSeconds: 0,
  }))
  .state('published', (course) => {
    course.status = 'published'
  })
  .state('draft', (course) => {
    course.status = 'draft'
  })
  .state('free', (course) => {
    course.pricePaise = 0
  })
  .state('withoutCertificate', (course) => {
    course.issuesCertificate = false
  })
  .state('paid', (course, { faker }) => {
    course.pricePaise = faker.number.int({ min: 1, max: 50 }) * 50_000
  })
  .relation('category', () => CategoryFactory)
  .relation('instructor', () => UserFactory)
  .relation('sections', () => SectionFactory)
  .before('create', async (builder, course, ctx) => {
    // `.with('instructor')` sets the instructor right after this hook
    const pending = (builder as unknown as { withBelongsToRelations?: { name: string }[] })
      .withBelongsToRelations
    const withInstructor = pending?.some((relation) => relation.name === 'instructor')
    if (!course.instructorId && !withInstructor) {
      const instructor = await UserFactory.useCtx(ctx).apply('admin').create()
      course.instructorId = instructor.id
    }
  })
  .build()
