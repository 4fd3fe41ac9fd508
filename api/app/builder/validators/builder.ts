import vine from '@vinejs/vine'
import { parseRupees, rupeesToPaise } from '@pathshala/shared'
import type { CreationStep } from '#builder/transformers/builder_types'
import type { FieldContext } from '@vinejs/vine/types'
import { FieldMessagesProvider } from '#core/validators/field_messages'

/**
 * The course builder's fields (docs/screens/admin.md#course-builder, docs/api-contract.md#builder).
 * The old client sends every field as text: `price` as typed, `tag` and `instructions`
 * as JSON-encoded arrays. Empty strings arrive as null (body parser).
 */

/** Highest course price, in rupees (10 lakh). */
export const MAX_PRICE_RUPEES = 1_000_000
export const MAX_TAGS = 20
export const MAX_TAG_LENGTH = 50
export const MAX_INSTRUCTIONS = 30
export const MAX_INSTRUCTION_LENGTH = 300
/** A lesson longer than 100 hours is a typo. */
export const MAX_LESSON_SECONDS = 100 * 3600
/** A lesson's length as text, trimmed: seconds, mm:ss, hh:mm:ss or N/A in any case. */
export const TIME_DURATION_PATTERN = String.raw`^(?:\d{1,9}|\d{1,3}:[0-5]\d(?::[0-5]\d)?|[Nn]/[Aa])$`

export const BUILDER_MESSAGES = {
  courseName: 'Course name is required',
  courseNameTooLong: 'Course name must not exceed 200 characters',
  courseDescription: 'Course description is required',
  courseDescriptionTooLong: 'Course description must not exceed 10000 characters',
  price: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
  priceTooHigh: `Price must not exceed ${MAX_PRICE_RUPEES} rupees`,
  category: 'Choose a category',
  categoryId: 'The category id is not valid',
  whatYouWillLearn: 'What you will learn must not exceed 5000 characters',
  couponCode: 'Coupon code must not exceed 50 characters',
  thumbnail: 'The thumbnail must be an http(s) URL',
  courseId: 'A valid course id is required',
  sectionName: 'give section name',
  sectionNameTooLong: 'Section name must not exceed 200 characters',
  sectionId: 'A valid section id is required',
  title: 'Lesson title is required',
  titleTooLong: 'Lesson title must not exceed 200 characters',
  description: 'Lesson description is required',
  descriptionTooLong: 'Lesson description must not exceed 10000 characters',
  videoUrl: 'The video URL must be an http(s) URL',
  videoUrlRequired: 'Video URL is required',
  timeDuration: 'Duration must be a number of seconds or written as mm:ss or hh:mm:ss',
  subSectionId: 'A valid lesson id is required',
  sectionIds: 'sectionIds must be the list of the course’s section ids in their new order',
  subSectionIds: 'subSectionIds must be the list of the section’s lesson ids in their new order',
  creationStep: 'creationStep must be 1, 2 or 3',
  page: 'page must be a whole number of 1 or more',
  limit: 'limit must be a whole number of 1 or more',
}
const M = BUILDER_MESSAGES

/**
 * Rupees as text or a number ('499', '499.5', 499.99), at most 2 decimals, never negative:
 * replaced by the whole number of paise, computed without floating-point rounding.
 */
const rupeesAsPaise = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const paise = typeof value === 'number' || typeof value === 'string' ? parseRupees(value) : null
  if (paise === null) {
    field.report(M.price, 'price', field)
    return
  }
  // past Number.MAX_SAFE_INTEGER paise the sum is inexact, but still far above the limit
  if (paise > rupeesToPaise(MAX_PRICE_RUPEES)) {
    field.report(M.priceTooHigh, 'priceMax', field)
    return
  }
  field.mutate(paise, field)
})

interface TextListOptions {
  label: string
  example: string
  maxItems: number
  maxLength: number
  unique?: boolean
}

/**
 * A list of short texts, sent as a real array or as a JSON-encoded one ("[\"a\",\"b\"]"):
 * items trimmed, empty ones dropped, (tags) duplicates dropped ignoring case, counts and
 * lengths capped. Replaced by the clean string[].
 */
const textList = vine.createRule(
  (value: unknown, options: TextListOptions, field: FieldContext) => {
    let list: unknown = value
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value)
      } catch {
        list = undefined
      }
    }
    const notAList = `${options.label} must be a JSON array of text, e.g. ${options.example}`
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      field.report(notAList, 'textList', field)
      return
    }
    const seen = new Set<string>()
    const items: string[] = []
    for (const raw of list as string[]) {
      const item = raw.trim()
      if (!item) continue
      if (options.unique) {
        const key = item.toLowerCase()
        if (seen.has(key)) continue
        seen.add(key)
      }
      if (item.length > options.maxLength) {
        const label = options.label.toLowerCase()
        const message = `Each of the ${label} must not exceed ${options.maxLength} characters`
        field.report(message, 'textListItemLength', field)
        return
      }
      items.push(item)
    }
    if (items.length > options.maxItems) {
      const message = `At most ${options.maxItems} ${options.label.toLowerCase()} are allowed`
      field.report(message, 'textListLength', field)
      return
    }
    field.mutate(items, field)
  }
)

/**
 * For fields that may be left out of an edit but not emptied: a value sent empty (null, as
 * the body parser turns "" into null) is refused like a missing required field, instead of
 * being dropped as absent.
 */
const notEmptied = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (value === null) field.report('The {{ field }} field must be defined', 'required', field)
  },
  { implicit: true }
)

const SECONDS = /^\d{1,9}$/
const CLOCK = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,3}):([0-5]\d):([0-5]\d))$/

/**
 * A lesson's length: whole seconds (number or digits), 'mm:ss' or 'hh:mm:ss'; 'N/A' (the old
 * backend's unknown) counts as 0. Replaced by the number of seconds. Its JSON Schema gives
 * both forms: a number of seconds up to MAX_LESSON_SECONDS, or text of one of those shapes
 * (that the text too is at most MAX_LESSON_SECONDS long is the rule's own check).
 */
const durationSeconds = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    let seconds: number | null = null
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
      seconds = value
    } else if (typeof value === 'string') {
      const text = value.trim()
      const clock = CLOCK.exec(text)
      if (SECONDS.test(text)) seconds = Number(text)
      else if (/^n\/a$/i.test(text)) seconds = 0
      else if (clock?.[1] !== undefined) seconds = Number(clock[1]) * 60 + Number(clock[2])
      else if (clock) seconds = Number(clock[3]) * 3600 + Number(clock[4]) * 60 + Number(clock[5])
    }
    if (seconds === null || seconds > MAX_LESSON_SECONDS) {
      field.report(M.timeDuration, 'timeDuration', field)
      return
    }
    field.mutate(seconds, field)
  },
  {
    toJSONSchema: (schema) => {
      schema.anyOf = [
        { type: 'integer', minimum: 0, maximum: MAX_LESSON_SECONDS },
        { type: 'string', pattern: TIME_DURATION_PATTERN },
      ]
    },
  }
)

const id = () => vine.string().trim().toLowerCase().uuid()
const httpUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(2048)
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })

const price = () =>
  vine
    .any()
    .use(rupeesAsPaise())
    .transform((value) => value as number)

const duration = () =>
  vine
    .any()
    .use(durationSeconds())
    .transform((value) => value as number)

const tags = () =>
  vine
    .any()
    .use(
      textList({
        label: 'Tags',
        example: '["polity","history"]',
        maxItems: MAX_TAGS,
        maxLength: MAX_TAG_LENGTH,
        unique: true,
      })
    )
    .transform((value) => value as string[])

const instructions = () =>
  vine
    .any()
    .use(
      textList({
        label: 'Instructions',
        example: '["Watch in order","Take notes"]',
        maxItems: MAX_INSTRUCTIONS,
        maxLength: MAX_INSTRUCTION_LENGTH,
      })
    )
    .transform((value) => value as string[])

const courseMessages = {
  'courseName.maxLength': M.courseNameTooLong,
  'courseName.*': M.courseName,
  'courseDescription.maxLength': M.courseDescriptionTooLong,
  'courseDescription.*': M.courseDescription,
  'price.priceMax': M.priceTooHigh,
  'price.*': M.price,
  'category.uuid': M.categoryId,
  'category.*': M.category,
  'whatYouWillLearn.*': M.whatYouWillLearn,
  'couponCode.*': M.couponCode,
  'issuesCertificate.*': 'issuesCertificate must be true or false',
  'thumbnail.*': M.thumbnail,
  'courseId.*': M.courseId,
}

/** POST /courses/createCourse */
export const createCourseValidator = vine.create({
  courseName: vine.string().trim().minLength(1).maxLength(200),
  courseDescription: vine.string().trim().minLength(1).maxLength(10_000),
  price: price(),
  category: id(),
  whatYouWillLearn: vine.string().trim().maxLength(5000).nullable().optional(),
  tag: tags().nullable().optional(),
  instructions: instructions().nullable().optional(),
  couponCode: vine.string().trim().maxLength(50).nullable().optional(),
  issuesCertificate: vine.boolean().nullable().optional(),
  thumbnail: httpUrl().nullable().optional(),
})
createCourseValidator.messagesProvider = new FieldMessagesProvider(courseMessages)

/**
 * POST /courses/editCourse: any field of createCourse. A required field sent empty is
 * refused; couponCode and thumbnail sent empty are removed.
 */
export const editCourseValidator = vine.create({
  courseId: id(),
  courseName: vine.string().use(notEmptied()).trim().minLength(1).maxLength(200).optional(),
  courseDescription: vine
    .string()
    .use(notEmptied())
    .trim()
    .minLength(1)
    .maxLength(10_000)
    .optional(),
  price: vine
    .any()
    .use(notEmptied())
    .use(rupeesAsPaise())
    .transform((value) => value as number)
    .optional(),
  category: vine.string().use(notEmptied()).trim().toLowerCase().uuid().optional(),
  whatYouWillLearn: vine.string().trim().maxLength(5000).nullable().optional(),
  tag: tags().nullable().optional(),
  instructions: instructions().nullable().optional(),
  couponCode: vine.string().trim().maxLength(50).nullable().optional(),
  issuesCertificate: vine.boolean().nullable().optional(),
  thumbnail: httpUrl().nullable().optional(),
})
editCourseValidator.messagesProvider = new FieldMessagesProvider(courseMessages)

/** Calls that name one course: publish, unpublish, delete, inspect. */
export const courseIdValidator = vine.create({ courseId: id() })
courseIdValidator.messagesProvider = new FieldMessagesProvider({ 'courseId.*': M.courseId })

/** POST /courses/reopenCourse: the draft step to resume at (default 1, the content step). */
export const reopenCourseValidator = vine.create({
  courseId: id(),
  creationStep: vine
    .number()
    .withoutDecimals()
    .range([1, 3])
    .transform((step) => step as CreationStep)
    .optional(),
})
reopenCourseValidator.messagesProvider = new FieldMessagesProvider({
  'courseId.*': M.courseId,
  'creationStep.*': M.creationStep,
})

/** GET /courses/courseCreationDraft */
export const draftListValidator = vine.create({
  search: vine.string().trim().maxLength(200).nullable().optional(),
  page: vine.number().withoutDecimals().min(1).optional(),
  limit: vine.number().withoutDecimals().min(1).optional(),
})
draftListValidator.messagesProvider = new FieldMessagesProvider({
  'search.*': 'search must not exceed 200 characters',
  'page.*': M.page,
  'limit.*': M.limit,
})

const sectionMessages = {
  'sectionName.maxLength': M.sectionNameTooLong,
  'sectionName.*': M.sectionName,
  'courseId.*': M.courseId,
  'sectionId.*': M.sectionId,
  'sectionIds.*': M.sectionIds,
  'sectionIds.*.string': M.sectionIds,
  'sectionIds.*.uuid': M.sectionIds,
  'sectionIds.*.required': M.sectionIds,
}

/** POST /courses/addSection */
export const addSectionValidator = vine.create({
  sectionName: vine.string().trim().minLength(1).maxLength(200),
  courseId: id(),
})
addSectionValidator.messagesProvider = new FieldMessagesProvider(sectionMessages)

/** POST /courses/updateSection (courseId, when sent, must be the section's course) */
export const updateSectionValidator = vine.create({
  sectionId: id(),
  sectionName: vine.string().trim().minLength(1).maxLength(200),
  courseId: id().optional(),
})
updateSectionValidator.messagesProvider = new FieldMessagesProvider(sectionMessages)

/** POST /courses/deleteSection */
export const deleteSectionValidator = vine.create({
  sectionId: id(),
  courseId: id().optional(),
})
deleteSectionValidator.messagesProvider = new FieldMessagesProvider(sectionMessages)

/** POST /courses/reorderSections */
export const reorderSectionsValidator = vine.create({
  courseId: id(),
  sectionIds: vine.array(id()).maxLength(500),
})
reorderSectionsValidator.messagesProvider = new FieldMessagesProvider(sectionMessages)

const lessonMessages = {
  'title.maxLength': M.titleTooLong,
  'title.*': M.title,
  'description.maxLength': M.descriptionTooLong,
  'description.*': M.description,
  'videoUrl.required': M.videoUrlRequired,
  'videoUrl.minLength': M.videoUrlRequired,
  'videoUrl.*': M.videoUrl,
  'timeDuration.*': M.timeDuration,
  'sectionId.*': M.sectionId,
  'subSectionId.*': M.subSectionId,
  'subSectionIds.*': M.subSectionIds,
  'subSectionIds.*.string': M.subSectionIds,
  'subSectionIds.*.uuid': M.subSectionIds,
  'subSectionIds.*.required': M.subSectionIds,
}

/** POST /courses/addSubSection */
export const addSubSectionValidator = vine.create({
  sectionId: id(),
  title: vine.string().trim().minLength(1).maxLength(200),
  description: vine.string().trim().minLength(1).maxLength(10_000),
  videoUrl: httpUrl(),
  timeDuration: duration().nullable().optional(),
})
addSubSectionValidator.messagesProvider = new FieldMessagesProvider(lessonMessages)

/**
 * POST /courses/updateSubSection: any lesson field; `sectionId` naming another section of the
 * same course moves the lesson to the end of it. Title, description and video URL cannot be
 * emptied; an empty timeDuration means unknown (0).
 */
export const updateSubSectionValidator = vine.create({
  subSectionId: id(),
  sectionId: id().optional(),
  title: vine.string().use(notEmptied()).trim().minLength(1).maxLength(200).optional(),
  description: vine.string().use(notEmptied()).trim().minLength(1).maxLength(10_000).optional(),
  videoUrl: vine
    .string()
    .use(notEmptied())
    .trim()
    .maxLength(2048)
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })
    .optional(),
  timeDuration: duration().nullable().optional(),
})
updateSubSectionValidator.messagesProvider = new FieldMessagesProvider(lessonMessages)

/** POST /courses/deleteSubSection (sectionId, when sent, must be the lesson's section) */
export const deleteSubSectionValidator = vine.create({
  subSectionId: id(),
  sectionId: id().optional(),
})
deleteSubSectionValidator.messagesProvider = new FieldMessagesProvider(lessonMessages)

/** POST /courses/reorderSubSections */
export const reorderSubSectionsValidator = vine.create({
  sectionId: id(),
  subSectionIds: vine.array(id()).maxLength(1000),
})
reorderSubSectionsValidator.messagesProvider = new FieldMessagesProvider(lessonMessages)

/** Most reviews one page of POST /courses/courseReviews holds. */
export const MAX_REVIEWS_LIMIT = 50

/** GET|POST /courses/courseReviews: one page of a course's ratings and reviews. */
export const courseReviewsValidator = vine.create({
  courseId: id(),
  page: vine.number().withoutDecimals().min(1).optional(),
  limit: vine.number().withoutDecimals().range([1, MAX_REVIEWS_LIMIT]).optional(),
})
courseReviewsValidator.messagesProvider = new FieldMessagesProvider({
  'courseId.*': M.courseId,
  'page.*': M.page,
  'limit.*': `limit must be a whole number from 1 to ${MAX_REVIEWS_LIMIT}`,
})
