import { useEffect, useMemo, useState } from 'react'
import { Button, Checkbox, H2, NonIdealState, Spinner } from '@blueprintjs/core'
import { Add, Download, Error as ErrorIcon, Refresh, Search } from '@blueprintjs/icons'
import { booksErrorMessage, BOOKS_FETCH_FAILED } from '@pathshala/shared'
import {
  ButtonLink,
  EmptyState,
  Pagination,
  serverMessageOr,
  showToast,
  useUrlFilters,
  ViewToggle,
} from '@pathshala/ui'
import {
  useBooksPage,
  useBooksStats,
  useBulkAction,
  useDeleteBook,
  useExportBooks,
  useUpdateBook,
} from '../api/use-books.ts'
import type { StoreItem } from '../api/book-types.ts'
import {
  booksCodec,
  changeView,
  clearFilters,
  listRequest,
  reportFilters,
  type BooksFilterChange,
} from '../lib/book-filters.ts'
import { visibilityToggle } from '../lib/book-status.ts'
import {
  clickItem,
  EMPTY_SELECTION,
  keepVisible,
  pageState,
  togglePage,
  type Selection,
} from '../lib/selection.ts'
import { BookAnalyticsDialog } from './BookAnalyticsDialog.tsx'
import type { BookAction } from './BookActions.tsx'
import { BookCard } from './BookCard.tsx'
import { BooksFilterBar } from './BooksFilterBar.tsx'
import { BooksStats } from './BooksStats.tsx'
import { BooksTable } from './BooksTable.tsx'
import { BulkBar, type BulkBarAction } from './BulkBar.tsx'
import { BulkDeleteDialog } from './BulkDeleteDialog.tsx'
import { DeleteBookDialog } from './DeleteBookDialog.tsx'
import { EditBookDialog } from './EditBookDialog.tsx'
import { QuickActions } from './QuickActions.tsx'
import './books.css'

const BULK_FAILED = 'The books could not be changed'

/**
 * /admin/books/published: every store item of every status, filtered in the address bar, with
 * the server's figures for the filters, bulk actions, per-item actions and a CSV export
 * (docs/screens/admin.md#published-books).
 */
export default function PublishedBooksPage() {
  const { filters: view, setFilters } = useUrlFilters(booksCodec, { canonical: true })
  const request = listRequest(view)
  const filters = reportFilters(view)
  const list = useBooksPage(request)
  const stats = useBooksStats(filters)
  const exporter = useExportBooks()
  const bulk = useBulkAction()
  const remove = useDeleteBook()
  const update = useUpdateBook()

  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION)
  const [deleting, setDeleting] = useState<StoreItem | null>(null)
  const [editing, setEditing] = useState<StoreItem | null>(null)
  const [inspecting, setInspecting] = useState<StoreItem | null>(null)
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false)
  const [togglingId, setTogglingId] = useState<string | null>(null)

  const books = list.data?.books
  const meta = list.data?.meta
  const pageIds = useMemo(() => books?.map((book) => book._id) ?? [], [books])

  // a reload (another page, a filter, an item gone) keeps only what is still shown
  useEffect(() => setSelection((current) => keepVisible(current, pageIds)), [pageIds])

  function change(change: BooksFilterChange, replace = false) {
    setFilters((current) => changeView(current, change), { replace })
  }

  function exportCsv(all: boolean) {
    exporter.mutate(all ? {} : filters, {
      onSuccess: (filename) => void showToast('success', `Downloaded ${filename}`),
      onError: (failure) =>
        void showToast('error', serverMessageOr(failure, 'The export could not be downloaded')),
    })
  }

  function refresh() {
    void list.refetch()
    void stats.refetch()
  }

  function runBulk(action: BulkBarAction) {
    if (action === 'delete') {
      setConfirmBulkDelete(true)
      return
    }
    sendBulk(action)
  }

  function sendBulk(action: BulkBarAction) {
    bulk.mutate(
      { ids: [...selection.ids], action },
      {
        onSuccess: (answer) => {
          void showToast('success', answer.message)
          setSelection(EMPTY_SELECTION)
          setConfirmBulkDelete(false)
        },
        onError: (failure) => void showToast('error', serverMessageOr(failure, BULK_FAILED)),
      }
    )
  }

  function onAction(action: BookAction, book: StoreItem) {
    if (action === 'delete') setDeleting(book)
    else if (action === 'edit') setEditing(book)
    else if (action === 'analytics') setInspecting(book)
    else toggleVisibility(book)
  }

  function toggleVisibility(book: StoreItem) {
    const toggle = visibilityToggle(book.status)
    setTogglingId(book._id)
    update.mutate(
      { id: book._id, status: toggle.next },
      {
        onSuccess: () =>
          void showToast(
            'success',
            toggle.next === 'draft'
              ? `${book.title} hidden from the store`
              : `${book.title} published`
          ),
        onError: (failure) =>
          void showToast('error', serverMessageOr(failure, 'Something went wrong')),
        onSettled: () => setTogglingId(null),
      }
    )
  }

  function confirmDelete(book: StoreItem) {
    remove.mutate(book._id, {
      onSuccess: () => {
        void showToast('success', `${book.title} deleted`)
        setDeleting(null)
      },
      onError: (failure) =>
        void showToast(
          'error',
          serverMessageOr(failure, 'Something went wrong, try again after some time')
        ),
    })
  }

  const selectAll = pageState(selection, pageIds)
  const selectedCount = selection.ids.size

  return (
    <section aria-labelledby="published-books-heading" className="books-published">
      <div className="books-head head-row">
        <div>
          <H2 id="published-books-heading">Published Books</H2>
          <p className="books-muted">Manage your educational content and track performance</p>
        </div>
        <div className="books-head-actions">
          <Button
            icon={<Download />}
            loading={exporter.isPending}
            onClick={() => exportCsv(false)}
            disabled={!meta || meta.totalItems === 0}
          >
            Export
          </Button>
          <Button icon={<Refresh />} onClick={refresh} loading={list.isRefetching}>
            Refresh
          </Button>
          <ButtonLink to="/books/create" intent="primary" icon={<Add />}>
            Add Book
          </ButtonLink>
          <ViewToggle
            value={view.layout}
            onChange={(layout) => setFilters((current) => ({ ...current, layout }))}
          />
        </div>
      </div>

      <BooksStats stats={stats.data} />

      <BooksFilterBar
        view={view}
        onChange={change}
        onClearAll={() => setFilters((current) => clearFilters(current))}
      />

      <BulkBar
        count={selectedCount}
        busy={bulk.isPending}
        onAction={runBulk}
        onClear={() => setSelection(EMPTY_SELECTION)}
      />

      <div className={`books-layout books-layout--${view.layout}`}>
        <div className="books-results" aria-busy={list.isFetching}>
          {list.error && !list.data ? (
            <EmptyState
              icon={<ErrorIcon />}
              title={BOOKS_FETCH_FAILED}
              description={booksErrorMessage(list.error)}
              action={
                <Button intent="primary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : list.isPending ? (
            <NonIdealState icon={<Spinner />} title="Loading books..." />
          ) : books && books.length === 0 ? (
            <EmptyState
              icon={<Search />}
              title="No books found"
              description="No books match your current filters. Try adjusting your search criteria or create a new book."
              action={
                <div className="books-empty-actions">
                  <Button onClick={() => setFilters((current) => clearFilters(current))}>
                    Clear all filters
                  </Button>
                  <ButtonLink to="/books/create" intent="primary" icon={<Add />}>
                    Add New Book
                  </ButtonLink>
                </div>
              }
            />
          ) : (
            books &&
            meta && (
              <>
                <div className="books-results-head">
                  <Checkbox
                    className="books-select-all"
                    checked={selectAll.checked}
                    indeterminate={selectAll.indeterminate}
                    label="Select all on this page"
                    onChange={() => setSelection((current) => togglePage(current, pageIds))}
                  />
                  <span className="books-muted" aria-live="polite">
                    Showing {books.length} of {meta.totalItems.toLocaleString('en-IN')} · Page{' '}
                    {meta.currentPage} of {Math.max(1, meta.totalPages)}
                  </span>
                </div>
                {view.layout === 'grid' ? (
                  <div className="books-grid" role="list" aria-label="Books">
                    {books.map((book) => (
                      <div role="listitem" key={book._id}>
                        <BookCard
                          book={book}
                          selected={selection.ids.has(book._id)}
                          onToggle={(shift) =>
                            setSelection((current) => clickItem(current, pageIds, book._id, shift))
                          }
                          onAction={onAction}
                          busy={togglingId === book._id}
                        />
                      </div>
                    ))}
                  </div>
                ) : (
                  <BooksTable
                    books={books}
                    isSelected={(id) => selection.ids.has(id)}
                    onToggle={(id, shift) =>
                      setSelection((current) => clickItem(current, pageIds, id, shift))
                    }
                    onAction={onAction}
                    busyId={togglingId}
                  />
                )}
                <Pagination
                  page={meta.currentPage}
                  totalPages={meta.totalPages}
                  hasPrevPage={meta.hasPrevPage}
                  hasNextPage={meta.hasNextPage}
                  onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
                  label="Books pages"
                />
              </>
            )
          )}
        </div>
        <QuickActions exporting={exporter.isPending} onExportAll={() => exportCsv(true)} />
      </div>

      <DeleteBookDialog
        book={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <BulkDeleteDialog
        count={selectedCount}
        isOpen={confirmBulkDelete}
        deleting={bulk.isPending}
        onCancel={() => setConfirmBulkDelete(false)}
        onConfirm={() => sendBulk('delete')}
      />
      <EditBookDialog book={editing} onClose={() => setEditing(null)} />
      <BookAnalyticsDialog book={inspecting} onClose={() => setInspecting(null)} />
    </section>
  )
}
