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

/** What must be fixed before the lesson can be saved, or null. */
export function lessonFormProblem(values: LessonFormValues): string | null {
  if (values.title.trim() === '') return 'Title is required'
  if (values.description.trim() === '') return 'Description is required'
  if (values.videoUrl.trim() === '') return 'Video URL is required'
  if (!isVideoUrl(values.videoUrl)) return 'The video URL must be an http(s) URL'
  const duration = values.timeDuration.trim()
  if (duration !== '' && !DURATION.test(duration))
    return 'Duration must be a number of seconds or written as mm:ss or hh:mm:ss'
  return null
}
