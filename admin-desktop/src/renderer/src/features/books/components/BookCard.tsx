import { Card, Tag } from '@blueprintjs/core'
import { PriceTag } from '@pathshala/ui'
import type { StoreItem } from '../api/book-types.ts'
import { categoryLabel } from '../lib/book-filters.ts'
import { BookActions, type BookAction } from './BookActions.tsx'
import { BookThumb } from './BookThumb.tsx'
import { SelectBox } from './SelectBox.tsx'
import { StatusBadge } from './StatusBadge.tsx'

interface BookCardProps {
  book: StoreItem
  selected: boolean
  onToggle: (shift: boolean) => void
  onAction: (action: BookAction, book: StoreItem) => void
  busy: boolean
}

export function salesText(count: number) {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'sale' : 'sales'}`
}

/** A grid card: thumbnail, status, FREE, title, author, category, price or Free, sales, actions. */
export function BookCard({ book, selected, onToggle, onAction, busy }: BookCardProps) {
  const sales = book.totalSales ?? book.purchases
  return (
    <Card
      className={`book-card media-card${selected ? ' book-card--selected' : ''}`}
      role="article"
      aria-label={book.title}
    >
      <div className="book-card-media">
        <BookThumb url={book.thumbnailUrl} className="book-card-thumb" />
        <div className="book-card-badges">
          <SelectBox title={book.title} checked={selected} onToggle={onToggle} />
          <StatusBadge status={book.status} />
          {book.isFree && (
            <Tag intent="success" round className="book-free">
              FREE
            </Tag>
          )}
        </div>
      </div>
      <div className="book-card-body">
        <h3 className="book-card-title" title={book.title}>
          {book.title}
        </h3>
        <p className="book-card-meta">
          <span>{book.author}</span>
          <span aria-hidden> · </span>
          <span>{categoryLabel(book.category)}</span>
        </p>
        <div className="book-card-figures">
          <PriceTag paise={book.pricePaise} />
          <span className="books-muted">{salesText(sales)}</span>
        </div>
      </div>
      <BookActions book={book} onAction={onAction} busy={busy} />
    </Card>
  )
}
