import { ApiError, type FieldError } from '@pathshala/shared'
import type {
  BuilderCourse,
  BuilderCourseWithContent,
  BuilderSection,
} from '../api/builder-types.ts'
import type { BuilderCalls, SendOptions } from '../lib/builder-change.ts'

type Failure = 'network' | { status: number; message: string; errors?: FieldError[] }

/**
 * A builder API in memory that behaves like the server where the wizard depends on it: ids it
 * makes itself, sections and lessons in order, and a repeated idempotency key answered with the
 * stored answer without applying the call again. `failNext` makes the next calls fail; `applied`
 * counts what really changed.
 */
export function fakeBuilderServer() {
  let counter = 0
  const nextId = (prefix: string) => `${prefix}${++counter}`
  const courses = new Map<string, BuilderCourseWithContent>()
  const replies = new Map<string, unknown>()
  const failures: Failure[] = []
  const calls: Array<{ name: string; body: unknown; key: string | undefined }> = []
  /** The answer is lost after the change was applied (the connection dropped on the way back) */
  let loseNextAnswer = false

  function course(courseId: string) {
    const found = courses.get(courseId)
    if (!found) throw new ApiError(404, 'Course not found')
    return found
  }
  function sectionOf(sectionId: string): [BuilderCourseWithContent, BuilderSection] {
    for (const candidate of courses.values()) {
      const section = candidate.courseContent.find((s) => s._id === sectionId)
      if (section) return [candidate, section]
    }
    throw new ApiError(404, 'Section not found')
  }
  function lessonOf(lessonId: string) {
    for (const candidate of courses.values())
      for (const section of candidate.courseContent) {
        const lesson = section.subSection.find((l) => l._id === lessonId)
        if (lesson) return { course: candidate, section, lesson }
      }
    throw new ApiError(404, 'Lesson not found')
  }
  const copy = <T>(value: T): T => structuredClone(value)
  /** The course without its content, as create and edit answer it */
  const detailsOf = (c: BuilderCourseWithContent): BuilderCourse => {
    const details: Partial<BuilderCourseWithContent> = copy(c)
    delete details.courseContent
    return details as BuilderCourse
  }
  const renumber = (c: BuilderCourseWithContent) => {
    c.courseContent.forEach((s, i) => {
      s.position = i + 1
      s.subSection.forEach((l, j) => (l.position = j + 1))
    })
  }

  function handle<T>(
    name: string,
    body: unknown,
    options: SendOptions | undefined,
    apply: () => T
  ) {
    calls.push({ name, body: copy(body), key: options?.idempotencyKey })
    const failure = failures.shift()
    if (failure === 'network') return Promise.reject(new ApiError(0, 'Network error'))
    if (failure)
      return Promise.reject(new ApiError(failure.status, failure.message, failure.errors))
    const key = options?.idempotencyKey
    if (key && replies.has(key))
      return Promise.resolve({ status: 200, body: copy(replies.get(key) as T) })
    let answer: T
    try {
      answer = apply()
    } catch (error) {
      return Promise.reject(error)
    }
    if (key) replies.set(key, copy(answer))
    if (loseNextAnswer) {
      loseNextAnswer = false
      return Promise.reject(new ApiError(0, 'Network error'))
    }
    return Promise.resolve({ status: 200, body: copy(answer) })
  }

  const answerWith = <Extra extends object>(c: BuilderCourseWithContent, extra: Extra) => ({
    success: true as const,
    message: 'ok',
    ...extra,
    updatedCourse: copy(c),
  })

  const api: BuilderCalls = {
    createCourse: (body, options) =>
      handle('createCourse', body, options, () => {
        const courseId = nextId('course')
        const created: BuilderCourseWithContent = {
          _id: courseId,
          courseName: body.courseName,
          courseDescription: body.courseDescription,
          thumbnail: body.thumbnail || null,
          price: Number(body.price),
          pricePaise: Math.round(Number(body.price) * 100),
          category: body.category,
          categoryDetails: { _id: body.category, name: 'Category' },
          whatYouWillLearn: body.whatYouWillLearn ?? '',
          tag: [...((body.tag as string[]) ?? [])],
          instructions: [...((body.instructions as string[]) ?? [])],
          couponCode: body.couponCode || null,
          issuesCertificate: body.issuesCertificate !== false,
          status: 'draft',
          instructor: 'u1',
          enrollments: 0,
          totalDurationSeconds: 0,
          totalDuration: '0m',
          publishedAt: null,
          createdAt: '2026-11-23T00:00:00.000Z',
          updatedAt: '2026-11-23T00:00:00.000Z',
          courseContent: [],
        }
        courses.set(courseId, created)
        return { success: true, message: 'Course created successfully!', data: detailsOf(created) }
      }),
    editCourse: (body, options) =>
      handle('editCourse', body, options, () => {
        const c = course(body.courseId)
        if (body.courseName !== undefined && body.courseName !== null)
          c.courseName = body.courseName
        if (body.courseDescription !== undefined && body.courseDescription !== null)
          c.courseDescription = body.courseDescription
        if (body.price !== undefined) c.price = Number(body.price)
        if (typeof body.issuesCertificate === 'boolean')
          c.issuesCertificate = body.issuesCertificate
        return { success: true, message: 'Course updated', data: detailsOf(c) }
      }),
    addSection: (body, options) =>
      handle('addSection', body, options, () => {
        const c = course(body.courseId)
        const section: BuilderSection = {
          _id: nextId('section'),
          sectionName: body.sectionName,
          position: 0,
          courseId: c._id,
          subSection: [],
        }
        c.courseContent.push(section)
        renumber(c)
        return answerWith(c, { message: 'Section Created', newSection: copy(section) })
      }),
    updateSection: (body, options) =>
      handle('updateSection', body, options, () => {
        const [c, section] = sectionOf(body.sectionId)
        section.sectionName = body.sectionName
        return answerWith(c, { data: copy(section) })
      }),
    deleteSection: (body, options) =>
      handle('deleteSection', body, options, () => {
        const [c, section] = sectionOf(body.sectionId)
        c.courseContent = c.courseContent.filter((s) => s !== section)
        renumber(c)
        return answerWith(c, {})
      }),
    reorderSections: (body, options) =>
      handle('reorderSections', body, options, () => {
        const c = course(body.courseId)
        c.courseContent = body.sectionIds.map((id) => {
          const found = c.courseContent.find((s) => s._id === id)
          if (!found)
            throw new ApiError(422, 'sectionIds must be the list of the course’s section ids')
          return found
        })
        renumber(c)
        return answerWith(c, {})
      }),
    addSubSection: (body, options) =>
      handle('addSubSection', body, options, () => {
        const [c, section] = sectionOf(body.sectionId)
        if (!/^https?:\/\//.test(body.videoUrl))
          throw new ApiError(422, 'The video URL must be an http(s) URL')
        section.subSection.push({
          _id: nextId('lesson'),
          title: body.title,
          description: body.description,
          videoUrl: body.videoUrl,
          timeDuration: Number(body.timeDuration ?? 0) || 0,
          durationText: '',
          position: 0,
          sectionId: section._id,
        })
        renumber(c)
        return answerWith(c, { data: copy(section) })
      }),
    updateSubSection: (body, options) =>
      handle('updateSubSection', body, options, () => {
        const { course: c, section, lesson } = lessonOf(body.subSectionId)
        if (
          body.sectionId !== undefined &&
          body.sectionId !== null &&
          body.sectionId !== section._id
        ) {
          const [, target] = sectionOf(body.sectionId)
          section.subSection = section.subSection.filter((l) => l !== lesson)
          lesson.sectionId = target._id
          target.subSection.push(lesson)
          renumber(c)
          return answerWith(c, { data: copy(target) })
        }
        if (body.title !== undefined && body.title !== null) lesson.title = body.title
        if (body.description !== undefined && body.description !== null)
          lesson.description = body.description
        if (body.videoUrl !== undefined && body.videoUrl !== null) lesson.videoUrl = body.videoUrl
        return answerWith(c, { data: copy(section) })
      }),
    deleteSubSection: (body, options) =>
      handle('deleteSubSection', body, options, () => {
        const { course: c, section, lesson } = lessonOf(body.subSectionId)
        section.subSection = section.subSection.filter((l) => l !== lesson)
        renumber(c)
        return answerWith(c, { data: copy(section) })
      }),
    reorderSubSections: (body, options) =>
      handle('reorderSubSections', body, options, () => {
        const [c, section] = sectionOf(body.sectionId)
        section.subSection = body.subSectionIds.map((id) => {
          const found = section.subSection.find((l) => l._id === id)
          if (!found)
            throw new ApiError(422, 'subSectionIds must be the list of the section’s lesson ids')
          return found
        })
        renumber(c)
        return answerWith(c, { data: copy(section) })
      }),
  }

  return {
    api,
    calls,
    courses,
    /** The next calls fail, in order: 'network' or a refusal */
    failNext: (...next: Failure[]) => failures.push(...next),
    loseNextAnswer: () => {
      loseNextAnswer = true
    },
    course: (courseId: string) => copy(course(courseId)),
  }
}
