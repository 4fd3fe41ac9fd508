// Lesson order through a course: sections in order, lessons in order, empty sections skipped.

/** The least a section needs for navigation: its lessons' ids in order. */
export interface SectionOutline {
  _id: string
  subSection: readonly { _id: string }[]
}

/** Every lesson id of the course in study order; empty sections contribute nothing. */
export function lessonIdsInOrder(sections: readonly SectionOutline[]): string[] {
  return sections.flatMap((section) => section.subSection.map((lesson) => lesson._id))
}

/** The first lesson of the first section that has lessons, or null for a course without any. */
export function firstLessonId(sections: readonly SectionOutline[]): string | null {
  return lessonIdsInOrder(sections)[0] ?? null
}

/** The lesson after `lessonId` (crossing into the next section with lessons), or null at the end. */
export function nextLessonId(sections: readonly SectionOutline[], lessonId: string): string | null {
  const order = lessonIdsInOrder(sections)
  const index = order.indexOf(lessonId)
  if (index === -1) return null
  return order[index + 1] ?? null
}

/** The lesson before `lessonId`, or null at the start. */
export function previousLessonId(
  sections: readonly SectionOutline[],
  lessonId: string
): string | null {
  const order = lessonIdsInOrder(sections)
  const index = order.indexOf(lessonId)
  if (index <= 0) return null
  return order[index - 1] ?? null
}

/** Where a lesson sits: its section, the section's index and the lesson's index in it. */
export function locateLesson<Section extends SectionOutline>(
  sections: readonly Section[],
  lessonId: string
): { section: Section; sectionIndex: number; lesson: Section['subSection'][number] } | null {
  for (const [sectionIndex, section] of sections.entries()) {
    const lesson = section.subSection.find((candidate) => candidate._id === lessonId)
    if (lesson) return { section, sectionIndex, lesson }
  }
  return null
}
