/** A course category (the catalogue filters and the admin categories screen). */
export interface Category {
  _id: string
  name: string
  /** '' when it has none */
  description: string
  /** Published courses, or every course (drafts too) when an admin asks. */
  courseCount: number
  createdAt: string
}
