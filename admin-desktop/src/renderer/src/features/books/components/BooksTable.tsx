import { HTMLTable } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import { PriceTag } from '@pathshala/ui'
import type { StoreItem } from '../api/book-types.ts'
import { categoryLabel } from '../lib/book-filters.ts'
import { BookActions, type BookAction } from './BookActions.tsx'
import { BookThumb } from './BookThumb.tsx'
import { SelectBox } from './SelectBox.tsx'
import { StatusBadge } from './StatusBadge.tsx'

interface BooksTableProps {
  books: StoreItem[]
  isSelected: (id: string) => boolean
  onToggle: (id: string, shift: boolean) => void
  onAction: (action: BookAction, book: StoreItem) => void
  busyId: string | null
}

/**
 * The list view: the card's facts in columns, plus revenue and rating (N/A: items have none).
 * In a narrow space the figures go (Analytics has them) and author and category show under the
 * title (app/layout/tables.css).
 */
export function BooksTable({ books, isSelected, onToggle, onAction, busyId }: BooksTableProps) {
  return (
    <div
      className="books-table-scroll admin-table-frame"
      role="region"
      aria-label="Books list"
      tabIndex={0}
    >
      <HTMLTable className="books-table" interactive compact>
        <thead>
          <tr>
            <th aria-label="Selected" />
            <th>Title</th>
            <th className="admin-table-secondary">Author</th>
            <th className="admin-table-secondary">Category</th>
            <th>Status</th>
            <th className="numeric">Price</th>
            <th className="numeric admin-table-secondary books-col-figure">Sales</th>
            <th className="numeric admin-table-secondary books-col-figure">Revenue</th>
            <th className="admin-table-secondary books-col-figure">Rating</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {books.map((book) => (
            <tr key={book._id} className={isSelected(book._id) ? 'book-row--selected' : undefined}>
              <td>
                <SelectBox
                  title={book.title}
                  checked={isSelected(book._id)}
                  onToggle={(shift) => onToggle(book._id, shift)}
                />
              </td>
              <td>
                <div className="book-row-title">
                  <BookThumb url={book.thumbnailUrl} className="book-row-thumb" />
                  <div className="book-row-name">
                    <span>{book.title}</span>
                    {book.isFree && <span className="book-free-text">FREE</span>}
                    {/* the Author and Category columns, when the table is too narrow for them */}
                    <span className="admin-table-narrow-only book-row-sub">
                      {book.author} · {categoryLabel(book.category)}
                    </span>
                  </div>
                </div>
              </td>
              <td className="admin-table-secondary">{book.author}</td>
              <td className="admin-table-secondary">{categoryLabel(book.category)}</td>
              <td className="admin-table-status">
                <StatusBadge status={book.status} />
              </td>
              <td className="numeric">
                <PriceTag paise={book.pricePaise} />
              </td>
              <td className="numeric admin-table-secondary books-col-figure">
                {(book.totalSales ?? book.purchases).toLocaleString('en-IN')}
              </td>
              <td className="numeric admin-table-secondary books-col-figure">
                {formatRupees(book.totalRevenuePaise ?? 0)}
              </td>
              <td className="admin-table-secondary books-col-figure">
                {book.averageRating ?? 'N/A'}
              </td>
              <td>
                <BookActions book={book} onAction={onAction} busy={busyId === book._id} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
