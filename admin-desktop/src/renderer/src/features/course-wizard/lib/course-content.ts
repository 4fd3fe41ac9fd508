import type { BuilderCourseWithContent, BuilderSection } from '../api/builder-types.ts'
import { courseFormFromCourse, EMPTY_COURSE_FORM, type CourseFormValues } from './course-form.ts'

/** A lesson as the wizard keeps it (server ids, or local ones for lessons not sent yet). */
export interface LessonDraft {
  id: string
  title: string
  description: string
  videoUrl: string
  /** As typed: seconds, mm:ss or hh:mm:ss; '' when unknown */
  timeDuration: string
}

export interface SectionDraft {
  id: string
  name: string
  lessons: LessonDraft[]
}

/** The course as the wizard shows it: saved details and content, changes not sent included. */
export interface CourseDraft {
  id: string
  details: CourseFormValues
  sections: SectionDraft[]
}

function durationText(seconds: number): string {
  if (seconds <= 0) return ''
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  const pad = (value: number) => String(value).padStart(2, '0')
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`
}

function sectionFromServer(section: BuilderSection): SectionDraft {
  return {
    id: section._id,
    name: section.sectionName,
    lessons: [...section.subSection]
      .sort((a, b) => a.position - b.position)
      .map((lesson) => ({
        id: lesson._id,
        title: lesson.title,
        description: lesson.description,
        videoUrl: lesson.videoUrl,
        timeDuration: durationText(lesson.timeDuration),
      })),
  }
}

/** The server's course with its content, as the wizard keeps it. */
export function courseDraftFromServer(course: BuilderCourseWithContent): CourseDraft {
  return {
    id: course._id,
    details: courseFormFromCourse(course),
    sections: [...course.courseContent]
      .sort((a, b) => a.position - b.position)
      .map(sectionFromServer),
  }
}

export function emptyCourseDraft(id: string): CourseDraft {
  return { id, details: { ...EMPTY_COURSE_FORM }, sections: [] }
}

/** How many lessons go with a section (for the delete confirmation). */
export const lessonCount = (section: SectionDraft): number => section.lessons.length

export const hasAnyLesson = (course: CourseDraft | null): boolean =>
  course?.sections.some((section) => section.lessons.length > 0) ?? false

/** Moves one entry of a list from one index to another (a drag, or Alt+arrow). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items]
  if (from < 0 || from >= result.length || to < 0 || to >= result.length) return result
  const [moved] = result.splice(from, 1)
  result.splice(to, 0, moved as T)
  return result
}
