import { Button, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core'
import { formatLongDate } from '@pathshala/shared'
import type { StoreItem } from '../api/store-types.ts'
import type { BookAction } from './book-action.ts'
import {
  addedLabel,
  bookPriceLabel,
  isFreeBook,
  bookTypeLabel,
  fileFormatLabel,
  purchasesLabel,
} from './book-presentation.ts'
import { AuthorAvatar } from './AuthorAvatar.tsx'
import { BookThumbnail } from './BookThumbnail.tsx'
import { gstNote, useGstTerms } from '../../auth/index.ts'

interface Props {
  book: StoreItem | null
  action: BookAction | null
  busy: boolean
  onClose: () => void
  onAction: (book: StoreItem, action: BookAction) => void
}

function statusText(status: string) {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

/**
 * Everything about one item (the Details dialog of docs/screens/learner.md#store), with the
 * card's main action at hand.
 */
export function BookDetailsDialog({ book, action, busy, onClose, onAction }: Props) {
  // prices before GST: '+ 18% GST' beside the price
  const note = gstNote(useGstTerms())
  return (
    <Dialog
      isOpen={book !== null}
      onClose={onClose}
      title={book?.title ?? ''}
      className="store-dialog book-details"
    >
      {book && action && (
        <>
          <DialogBody>
            <div className="book-details__top">
              <div className="book-details__cover">
                <BookThumbnail book={book} />
              </div>
              <div className="book-details__info">
                <div className="book-details__author">
                  <AuthorAvatar author={book.author} />
                  <div>
                    <div className="book-details__author-name">{book.author}</div>
                    <div className="book-details__added">{addedLabel(book.createdAt)}</div>
                  </div>
                </div>
                <dl className="book-details__facts">
                  <dt>Author</dt>
                  <dd>{book.author}</dd>
                  <dt>Type</dt>
                  <dd>{bookTypeLabel(book.type)}</dd>
                  <dt>Price</dt>
                  <dd>
                    {bookPriceLabel(book)}
                    {note && action?.kind !== 'access' && !isFreeBook(book) && (
                      <span className="purchase-summary__gst">{note}</span>
                    )}
                  </dd>
                  <dt>Status</dt>
                  <dd>
                    <Tag minimal intent={book.status === 'published' ? 'success' : 'none'}>
                      {statusText(book.status)}
                    </Tag>
                  </dd>
                  <dt>Published</dt>
                  <dd>{formatLongDate(book.createdAt)}</dd>
                  <dt>Purchases</dt>
                  <dd>{purchasesLabel(book.purchases)}</dd>
                  <dt>Format</dt>
                  <dd>{fileFormatLabel(book.pdf_format)}</dd>
                </dl>
              </div>
            </div>
            <h4 className="book-details__heading">Description</h4>
            <p className="book-details__description">{book.description}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Close" onClick={onClose} />
                <Button
                  intent={action.kind === 'access' ? 'success' : 'primary'}
                  text={action.label}
                  loading={busy}
                  onClick={() => onAction(book, action)}
                />
              </>
            }
          />
        </>
      )}
    </Dialog>
  )
}
