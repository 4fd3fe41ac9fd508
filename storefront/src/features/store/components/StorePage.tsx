import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useAtom } from 'jotai'
import { useLocation, useNavigate } from 'react-router'
import { Pagination, useOpenedOnce, useUrlFilters, ViewToggle } from '@pathshala/ui'
import { useCurrentUser, usePublicConfig } from '../../auth/index.ts'
import { needsBuyerState } from '../../checkout/index.ts'
import { useBooks } from '../api/books-query.ts'
import type { StoreItem } from '../api/store-types.ts'
import { useBookPurchase } from '../api/book-purchase.ts'
import { useDownloadBook } from '../api/book-download.ts'
import {
  STORE_CATEGORIES,
  changeFilters,
  clearAllFilters,
  hasActiveFilters,
  STORE_FILTERS_IN_URL,
  type FilterChange,
  type StoreFilters,
} from '../api/store-filters.ts'
import { storeViewAtom } from '../atoms/store-view.ts'
import { chooseBookAction, type BookAction } from './book-action.ts'
import { isFreeBook } from './book-presentation.ts'
import { BookResults } from './BookResults.tsx'
import { StoreEmpty } from './StoreEmpty.tsx'
import { StoreFetchError } from './StoreFetchError.tsx'
import { StoreFilterBar } from './StoreFilterBar.tsx'
import { StoreFilterChips } from './StoreFilterChips.tsx'
import { StoreHeader } from './StoreHeader.tsx'
import { StoreResultsSummary } from './StoreResultsSummary.tsx'
import { StoreStats } from './StoreStats.tsx'
import './store.css'

// Loaded when first opened: the dialogs and Blueprint's overlay code are not needed to show the page.
const BookDetailsDialog = lazy(() =>
  import('./BookDetailsDialog.tsx').then((module) => ({ default: module.BookDetailsDialog }))
)
const PurchaseConfirmDialog = lazy(() =>
  import('./PurchaseConfirmDialog.tsx').then((module) => ({
    default: module.PurchaseConfirmDialog,
  }))
)

/** /home/store: the study-material store, its filters kept in the URL. */
export default function StorePage() {
  // A hand-edited or outdated link is rewritten to what is actually shown (page=abc -> page 1).
  const { filters, setFilters } = useUrlFilters(STORE_FILTERS_IN_URL, { canonical: true })
  const navigate = useNavigate()
  const location = useLocation()
  const { data: user = null } = useCurrentUser()
  const { data: config } = usePublicConfig()
  const books = useBooks(filters)
  const [view, setView] = useAtom(storeViewAtom)
  const [detailsId, setDetailsId] = useState<string | null>(null)
  const [confirmBook, setConfirmBook] = useState<StoreItem | null>(null)
  // what the learner got on this visit: each card says so, beside the button just pressed
  const [addedIds, setAddedIds] = useState<ReadonlySet<string>>(() => new Set())
  const detailsUsed = useOpenedOnce(detailsId !== null)
  const confirmUsed = useOpenedOnce(confirmBook !== null)
  const purchase = useBookPurchase()
  const download = useDownloadBook()
  const resultsRef = useRef<HTMLDivElement>(null)

  const page = books.data
  const meta = page?.meta

  function showFilters(next: StoreFilters, replace = false) {
    setFilters(next, { replace })
  }

  // A page past the end (fewer items since the link was made) moves to the last one.
  useEffect(() => {
    if (meta && meta.totalPages >= 1 && filters.page > meta.totalPages) {
      setFilters({ ...filters, page: meta.totalPages }, { replace: true })
    }
  }, [meta, filters, setFilters])

  function changeFilter(change: FilterChange) {
    // Typing in search or author replaces the history entry; the rest can be gone back on.
    const typed = change.search !== undefined || change.author !== undefined
    showFilters(changeFilters(filters, change), typed)
  }

  function goToPage(pageNumber: number) {
    showFilters({ ...filters, page: pageNumber })
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  // The details dialog follows the listing, so it shows Access as soon as a purchase lands.
  const detailsBook = page?.books.find((book) => book._id === detailsId) ?? null

  function act(book: StoreItem, action: BookAction) {
    if (action.kind === 'access') {
      download.mutate(book)
      return
    }
    setConfirmBook(book)
  }

  async function confirm(book: StoreItem, state?: string, couponCode?: string) {
    if (!user) {
      navigate('/login', { state: { from: location.pathname + location.search } })
      return
    }
    // The payment window takes over from here: the confirm dialog steps aside for it.
    if (!isFreeBook(book)) setConfirmBook(null)
    const owned = await purchase.purchase(book, user, state, couponCode)
    if (owned) {
      setConfirmBook(null)
      setAddedIds((ids) => new Set(ids).add(book._id))
    }
  }

  let results
  if (books.isError && !page) {
    results = (
      <StoreFetchError
        error={books.error}
        retrying={books.isFetching}
        onRetry={() => void books.refetch()}
      />
    )
  } else if (page && page.books.length === 0) {
    results = (
      <StoreEmpty
        filtered={hasActiveFilters(filters)}
        onClearAll={() => showFilters(clearAllFilters(filters))}
      />
    )
  } else {
    results = (
      <BookResults
        books={page?.books}
        skeletonCount={filters.limit}
        view={view}
        user={user}
        busyBookId={download.isPending ? (download.variables?._id ?? null) : purchase.pendingId}
        addedIds={addedIds}
        onDetails={(book) => setDetailsId(book._id)}
        onAction={act}
      />
    )
  }

  return (
    <div className="page store-page">
      {/* React 19 puts this in <head>: the tab and history say where the learner is. */}
      <title>{`Educational Store · ${config?.appName ?? 'Pathshala'}`}</title>
      <StoreHeader
        refreshing={books.isFetching && !books.isPending}
        onRefresh={() => void books.refetch()}
        viewToggle={<ViewToggle value={view} onChange={setView} />}
      />
      <StoreStats
        totalBooks={meta?.totalItems}
        freeItems={meta?.freeItems}
        categories={STORE_CATEGORIES.length}
        currentPage={meta?.currentPage ?? filters.page}
      />
      <StoreFilterBar filters={filters} onChange={changeFilter} />
      <div className="store-results-head" ref={resultsRef}>
        <StoreFilterChips
          filters={filters}
          onChange={changeFilter}
          onClearAll={() => showFilters(clearAllFilters(filters))}
        />
        <StoreResultsSummary shown={page?.books.length ?? 0} meta={meta} />
      </div>
      {results}
      {meta && (
        <Pagination
          label="Store pages"
          page={meta.currentPage}
          totalPages={meta.totalPages}
          hasPrevPage={meta.hasPrevPage}
          hasNextPage={meta.hasNextPage}
          onPageChange={goToPage}
        />
      )}
      {detailsUsed && (
        <Suspense fallback={null}>
          <BookDetailsDialog
            book={detailsBook}
            action={detailsBook ? chooseBookAction(detailsBook, user) : null}
            busy={download.isPending && download.variables?._id === detailsId}
            onClose={() => setDetailsId(null)}
            onAction={(book, action) => {
              if (action.kind !== 'access') setDetailsId(null)
              act(book, action)
            }}
          />
        </Suspense>
      )}
      {confirmUsed && (
        <Suspense fallback={null}>
          <PurchaseConfirmDialog
            book={confirmBook}
            signedIn={user !== null}
            paymentsEnabled={config?.paymentsEnabled ?? true}
            busy={purchase.pendingId !== null && purchase.pendingId === confirmBook?._id}
            askState={needsBuyerState(user)}
            onClose={() => setConfirmBook(null)}
            onConfirm={(book, state, couponCode) => void confirm(book, state, couponCode)}
          />
        </Suspense>
      )}
    </div>
  )
}
