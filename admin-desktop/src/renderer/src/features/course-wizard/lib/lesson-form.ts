import type { FieldErrors } from '../../../lib/field-errors.ts'
import type { LessonFormValues } from './draft-record.ts'

const DURATION = /^(\d+|\d{1,2}:\d{2}|\d+:\d{2}:\d{2})$/

/** An absolute http(s) address. */
export function isVideoUrl(text: string): boolean {
  try {
    const url = new URL(text.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export type LessonField = keyof LessonFormValues

/** The fields in the order the form shows them (the first invalid one takes focus). */
export const LESSON_FIELDS: readonly LessonField[] = [
  'title',
  'description',
  'videoUrl',
  'timeDuration',
]

/** Where the server's field names (addSubSection, updateSubSection) show on the form. */
export const LESSON_SERVER_FIELDS: Readonly<Record<string, LessonField>> = {
  title: 'title',
  description: 'description',
  videoUrl: 'videoUrl',
  timeDuration: 'timeDuration',
}

/** Everything that must be fixed before the lesson can be saved. */
export function lessonFormErrors(values: LessonFormValues): FieldErrors<LessonField> {
  const errors: FieldErrors<LessonField> = {}
  if (values.title.trim() === '') errors.title = 'Title is required'
  if (values.description.trim() === '') errors.description = 'Description is required'
  if (values.videoUrl.trim() === '') errors.videoUrl = 'Video URL is required'
  else if (!isVideoUrl(values.videoUrl)) errors.videoUrl = 'The video URL must be an http(s) URL'
  const duration = values.timeDuration.trim()
  if (duration !== '' && !DURATION.test(duration))
    errors.timeDuration = 'Duration must be a number of seconds or written as mm:ss or hh:mm:ss'
  return errors
}
