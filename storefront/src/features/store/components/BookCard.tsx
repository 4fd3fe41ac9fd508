import { useId } from 'react'
import { Button, Card } from '@blueprintjs/core'
import { Import, InfoSign, People, ShoppingCart, TickCircle, Unlock } from '@blueprintjs/icons'
import type { ViewMode } from '@pathshala/ui'
import type { StoreItem } from '../api/store-types.ts'
import type { BookAction } from './book-action.ts'
import { listingImageSizes } from '../../catalogue/index.ts'
import { PriceTag } from '@pathshala/ui'
import { gstNote, useGstTerms } from '../../auth/index.ts'
import { isFreeBook, purchasesLabel } from './book-presentation.ts'
import { AuthorAvatar } from './AuthorAvatar.tsx'
import { BookThumbnail } from './BookThumbnail.tsx'

interface Props {
  book: StoreItem
  action: BookAction
  view: ViewMode
  /** The Access download is being prepared. */
  busy: boolean
  onDetails: (book: StoreItem) => void
  onAction: (book: StoreItem, action: BookAction) => void
  /** In a listing's first row: its picture loads at once, ahead of the others. */
  eager?: boolean
  /** Got on this visit: the card says so where the learner pressed, not only in a toast. */
  added?: boolean
}

export const ADDED_TO_LIBRARY = 'Added to your library'

const ACTION_ICONS = { 'access': <Import />, 'get-free': <Unlock />, 'buy': <ShoppingCart /> }

/** A store item: cover, badges, author, title, price, blurb, Details and the main action. */
export function BookCard({
  book,
  action,
  view,
  busy,
  onDetails,
  onAction,
  eager = false,
  added = false,
}: Props) {
  const titleId = useId()
  const free = isFreeBook(book)
  const gst = useGstTerms()
  return (
    <Card className={`book-card media-card book-card--${view}`} elevation={1}>
      <BookThumbnail book={book} eager={eager} sizes={listingImageSizes('store', view)} />
      <div className="book-card__body">
        <div className="book-card__author">
          <AuthorAvatar author={book.author} />
          <span className="book-card__author-name">{book.author}</span>
        </div>
        <h3 id={titleId} className="book-card__title" title={book.title}>
          {book.title}
        </h3>
        <p className="book-card__description">{book.description}</p>
        <div className="book-card__meta">
          <PriceTag
            paise={free ? 0 : book.pricePaise}
            compact
            className="book-price"
            note={action.kind === 'access' ? null : gstNote(gst)}
          />
          <span className="book-card__purchases">
            <People size={12} aria-hidden /> {purchasesLabel(book.purchases)}
          </span>
        </div>
        <div className="book-card__actions">
          <Button
            variant="outlined"
            icon={<InfoSign />}
            text="Details"
            aria-describedby={titleId}
            onClick={() => onDetails(book)}
          />
          <Button
            intent={action.kind === 'access' ? 'success' : 'primary'}
            icon={ACTION_ICONS[action.kind]}
            text={action.label}
            loading={busy}
            aria-describedby={titleId}
            onClick={() => onAction(book, action)}
          />
          {added && (
            <p className="book-card__added" role="status">
              <TickCircle size={14} aria-hidden /> {ADDED_TO_LIBRARY}
            </p>
          )}
        </div>
      </div>
    </Card>
  )
}
