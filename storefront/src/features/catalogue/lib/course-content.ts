import { formatCount } from '@pathshala/shared'
import type { CourseContentSection } from '../api/catalogue-types.ts'

export interface ContentSummary {
  sections: number
  lessons: number
  /** Seconds */
  duration: number
}

/** How much a course holds: sections, lessons and their total length. */
export function contentSummary(sections: readonly CourseContentSection[]): ContentSummary {
  let lessons = 0
  let duration = 0
  for (const section of sections) {
    lessons += section.subSection.length
    duration += sectionDuration(section)
  }
  return { sections: sections.length, lessons, duration }
}

export function sectionDuration(section: CourseContentSection): number {
  return section.subSection.reduce((total, lesson) => total + (lesson.timeDuration || 0), 0)
}

/** '1h 2m', '22m 39s', '45s' (the API's own style); '' for nothing. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  if (whole === 0) return ''
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = whole % 60
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`
  if (minutes > 0) return rest > 0 ? `${minutes}m ${rest}s` : `${minutes}m`
  return `${rest}s`
}

/** '1 lesson', '3 lessons' */
export function plural(count: number, word: string): string {
  return `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`
}

/**
 * What-you-will-learn is free text; the admin form writes it as a comma- or line-separated list.
 * Short separated items become bullet points; a sentence stays one paragraph (empty: []).
 */
export function learningPoints(text: string): string[] {
  const trimmed = text.trim()
  if (trimmed === '') return []
  const byLine = trimmed.split(/\n+/).map(clean).filter(Boolean)
  if (byLine.length > 1) return byLine
  const byComma = trimmed.split(',').map(clean).filter(Boolean)
  // a sentence (it ends with a full stop) keeps its commas
  const looksLikeList =
    !trimmed.endsWith('.') && byComma.length > 1 && byComma.every((item) => item.length <= 80)
  return looksLikeList ? byComma : [trimmed]
}

function clean(item: string): string {
  return item.replace(/^[\s•*-]+/, '').trim()
}
