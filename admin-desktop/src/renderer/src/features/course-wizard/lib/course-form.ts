import type { FieldErrors } from '../../../lib/field-errors.ts'
import type { BuilderCourse, CourseFields } from '../api/builder-types.ts'

/** The Course Details form as typed: every field is text until it is sent, but the certificate switch. */
export interface CourseFormValues {
  courseName: string
  courseDescription: string
  /** Rupees as typed */
  price: string
  /** The category's `_id`, '' while none is chosen */
  category: string
  whatYouWillLearn: string
  /** Comma-separated */
  tags: string
  /** Comma-separated */
  instructions: string
  couponCode: string
  /** Completing every lesson earns a certificate (the course page's badge); on by default */
  issuesCertificate: boolean
  /** The uploaded image's URL, '' for none */
  thumbnail: string
}

export const EMPTY_COURSE_FORM: CourseFormValues = {
  courseName: '',
  courseDescription: '',
  price: '',
  category: '',
  whatYouWillLearn: '',
  tags: '',
  instructions: '',
  couponCode: '',
  issuesCertificate: true,
  thumbnail: '',
}

/** 'a, b,,c ' -> ['a', 'b', 'c']: split on commas, trimmed, empty entries dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/

export type CourseField = keyof CourseFormValues

/** The fields in the order the form shows them (the first invalid one takes focus). */
export const COURSE_FIELDS: readonly CourseField[] = [
  'courseName',
  'courseDescription',
  'price',
  'category',
  'whatYouWillLearn',
  'tags',
  'instructions',
  'couponCode',
  'issuesCertificate',
  'thumbnail',
]

/** The id of each field's control. */
export const courseFieldId = (field: CourseField) => `course-${field}`

/** Where the server's field names (createCourse, editCourse) show on the form. */
export const COURSE_SERVER_FIELDS: Readonly<Record<string, CourseField>> = {
  courseName: 'courseName',
  courseDescription: 'courseDescription',
  price: 'price',
  category: 'category',
  whatYouWillLearn: 'whatYouWillLearn',
  tag: 'tags',
  instructions: 'instructions',
  couponCode: 'couponCode',
  issuesCertificate: 'issuesCertificate',
  thumbnail: 'thumbnail',
}

/** Everything that must be fixed before the details can be sent. The server checks the limits. */
export function courseFormErrors(values: CourseFormValues): FieldErrors<CourseField> {
  const errors: FieldErrors<CourseField> = {}
  if (values.courseName.trim() === '') errors.courseName = 'Course name is required'
  if (values.courseDescription.trim() === '') errors.courseDescription = 'Description is required'
  if (!RUPEES_TEXT.test(values.price.trim()))
    errors.price = 'Price must be a rupee amount, 0 or more, with at most 2 decimals'
  if (values.category === '') errors.category = 'Choose a category'
  return errors
}

/**
 * The details as the builder calls take them: price in rupees as typed, tags and
 * instructions split and trimmed as arrays (JSON arrays in the body), an empty coupon or
 * thumbnail as '' (which removes it on editCourse).
 */
export function courseFieldsFromForm(values: CourseFormValues): CourseFields {
  return {
    courseName: values.courseName.trim(),
    courseDescription: values.courseDescription.trim(),
    // rupees as typed: the server reads the digits, so no floating-point rounding
    price: values.price.trim(),
    category: values.category,
    whatYouWillLearn: values.whatYouWillLearn.trim(),
    tag: splitCommaList(values.tags),
    instructions: splitCommaList(values.instructions),
    couponCode: values.couponCode.trim(),
    issuesCertificate: values.issuesCertificate,
    thumbnail: values.thumbnail,
  }
}

/** A course the server has, as the form shows it. */
export function courseFormFromCourse(course: BuilderCourse): CourseFormValues {
  return {
    courseName: course.courseName,
    courseDescription: course.courseDescription,
    price: String(course.price),
    category: course.category ?? '',
    whatYouWillLearn: course.whatYouWillLearn,
    tags: course.tag.join(', '),
    instructions: course.instructions.join(', '),
    couponCode: course.couponCode ?? '',
    issuesCertificate: course.issuesCertificate,
    thumbnail: course.thumbnail ?? '',
  }
}

/** Two forms say the same once tidied as they would be sent. */
export function sameCourseFields(a: CourseFormValues, b: CourseFormValues): boolean {
  return JSON.stringify(courseFieldsFromForm(a)) === JSON.stringify(courseFieldsFromForm(b))
}

const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** The preview card's price: rupees with 2 decimals ('₹1,499.00'). */
export function previewPrice(price: string): string {
  const rupees = Number(price.trim())
  return `₹${rupeesWithPaise.format(Number.isFinite(rupees) ? rupees : 0)}`
}
