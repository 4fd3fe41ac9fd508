import { authorInitials } from './book-presentation.ts'

/** The author's initials in a circle (the store has no author photos). */
export function AuthorAvatar({ author }: { author: string }) {
  return (
    <span className="author-avatar" aria-hidden>
      {authorInitials(author)}
    </span>
  )
}
