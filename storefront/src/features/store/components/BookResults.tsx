import type { User } from '../../auth/index.ts'
import type { ViewMode } from '@pathshala/ui'
import type { StoreItem } from '../api/store-types.ts'
import { chooseBookAction, type BookAction } from './book-action.ts'
import { BookCard } from './BookCard.tsx'
import { BookCardSkeleton } from './BookCardSkeleton.tsx'
import { firstRowCards } from '../../catalogue/index.ts'

interface Props {
  /** undefined while the page loads: that many skeletons (the page size) stand in. */
  books: StoreItem[] | undefined
  skeletonCount: number
  view: ViewMode
  user: User | null
  /** The item whose download is being prepared */
  busyBookId: string | null
  /** Items got on this visit, whose cards say so */
  addedIds?: ReadonlySet<string>
  onDetails: (book: StoreItem) => void
  onAction: (book: StoreItem, action: BookAction) => void
}

/** The cards in a grid or a list; skeleton cards of the final size until they arrive. */
export function BookResults(props: Props) {
  const { books, skeletonCount, view, user, busyBookId, addedIds, onDetails, onAction } = props
  const firstRow = firstRowCards('store')
  return (
    <ul
      className={`book-results book-results--${view}`}
      aria-label="Store items"
      aria-busy={books === undefined}
    >
      {books === undefined
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <BookCardSkeleton view={view} />
            </li>
          ))
        : books.map((book, index) => (
            <li key={book._id}>
              <BookCard
                book={book}
                action={chooseBookAction(book, user)}
                view={view}
                busy={busyBookId === book._id}
                onDetails={onDetails}
                onAction={onAction}
                eager={index < firstRow}
                added={addedIds?.has(book._id) ?? false}
              />
            </li>
          ))}
    </ul>
  )
}
