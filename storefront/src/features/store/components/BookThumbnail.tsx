import { useState } from 'react'
import { Tag } from '@blueprintjs/core'
import type { StoreItem } from '@pathshala/shared'
import { bookTypeLabel, isFreeBook } from './book-presentation.ts'
import { BookTypeIcon } from './BookTypeIcon.tsx'

interface Props {
  book: Pick<StoreItem, 'thumbnailUrl' | 'type' | 'isFree' | 'pricePaise'>
}

/** The cover at 16:9 with the type and FREE badges on it; a plain panel when there is none. */
export function BookThumbnail({ book }: Props) {
  const [broken, setBroken] = useState(false)
  const showImage = Boolean(book.thumbnailUrl) && !broken
  return (
    <div className="book-thumb">
      {showImage ? (
        <img
          src={book.thumbnailUrl!}
          alt=""
          loading="lazy"
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
