import type { User } from '../../auth/index.ts'
import type { StoreItem } from '../api/store-types.ts'
import { isFreeBook } from './book-presentation.ts'

/**
 * The card's main button (the listing runs the full flow: docs/decisions.md#free-items): Access for
 * an item the learner owns, otherwise Get Free or Buy Now. A visitor sees the same Get Free / Buy
 * Now and is asked to sign in when confirming.
 */
export type BookActionKind = 'access' | 'get-free' | 'buy'

export interface BookAction {
  kind: BookActionKind
  label: 'Access' | 'Get Free' | 'Buy Now'
  /** The visitor has to sign in before the purchase can go ahead. */
  needsSignIn: boolean
}

type OwnedCheckBook = Pick<StoreItem, '_id' | 'studentsPurchase'>
type Owner = Pick<User, '_id' | 'materials'>

/**
 * Owned when the listing marks the learner among the buyers, or the learner's library holds it
 * (validate's `materials`), so a list fetched a moment before a purchase still says Access.
 */
export function ownsBook(book: OwnedCheckBook, user: Owner | null | undefined): boolean {
  if (!user) return false
  return (
    book.studentsPurchase.some((buyer) => buyer._id === user._id) ||
    (user.materials ?? []).some((material) => material._id === book._id)
  )
}

export function chooseBookAction(
  book: OwnedCheckBook & Pick<StoreItem, 'isFree' | 'pricePaise'>,
  user: Owner | null | undefined
): BookAction {
  if (ownsBook(book, user)) return { kind: 'access', label: 'Access', needsSignIn: false }
  const needsSignIn = !user
  return isFreeBook(book)
    ? { kind: 'get-free', label: 'Get Free', needsSignIn }
    : { kind: 'buy', label: 'Buy Now', needsSignIn }
}
