import { useState } from 'react'
import { Tag } from '@blueprintjs/core'
import { responsiveImage } from '@pathshala/shared'
import { CARD_IMAGE_SIZES } from '../../catalogue/index.ts'
import type { StoreItem } from '../api/store-types.ts'
import { bookTypeLabel, isFreeBook } from './book-presentation.ts'
import { BookTypeIcon } from './BookTypeIcon.tsx'

interface Props {
  book: Pick<StoreItem, 'thumbnailUrl' | 'type' | 'isFree' | 'pricePaise'>
  /** A listing's first row: load at once, ahead of other pictures. */
  eager?: boolean
  /** How wide it is shown, for the browser's choice among the smaller copies. */
  sizes?: string
}

/** The cover at 16:9 with the type and FREE badges on it; a plain panel when there is none. */
export function BookThumbnail({ book, eager = false, sizes = CARD_IMAGE_SIZES }: Props) {
  const [broken, setBroken] = useState(false)
  const showImage = Boolean(book.thumbnailUrl) && !broken
  const image = responsiveImage(book.thumbnailUrl ?? '')
  return (
    <div className="book-thumb">
      {showImage ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? sizes : undefined}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          width={640}
          height={360}
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="book-thumb__placeholder">
          <BookTypeIcon type={book.type} size={40} />
        </div>
      )}
      <div className="book-thumb__badges">
        <Tag className="book-thumb__type" icon={<BookTypeIcon type={book.type} size={12} />}>
          {bookTypeLabel(book.type)}
        </Tag>
        {isFreeBook(book) && (
          <Tag intent="success" className="book-thumb__free">
            FREE
          </Tag>
        )}
      </div>
    </div>
  )
}
