import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core'
import { Download, Search } from '@blueprintjs/icons'
import { EmptyState, Pagination, serverMessageOr, showToast, useUrlFilters } from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useExportTransactions, useTransactions } from '../api/use-transactions.ts'
import {
  hasFilters,
  transactionsCodec,
  transactionsRequest,
  DEFAULT_TRANSACTIONS_VIEW,
  type TransactionsView,
} from '../lib/transaction-filters.ts'
import { TransactionDrawer } from './TransactionDrawer.tsx'
import { TransactionFiltersBar } from './TransactionFiltersBar.tsx'
import { TransactionsTable } from './TransactionsTable.tsx'
import './transactions.css'

/** /admin/transactions: every order, filtered in the address bar, with its detail and a CSV. */
export default function TransactionsPage() {
  const { filters: view, setFilters } = useUrlFilters(transactionsCodec, { canonical: true })
  const request = transactionsRequest(view)
  const { data, error, isPending, isFetching, refetch } = useTransactions(request)
  const exporter = useExportTransactions()

  function changeFilters(change: Partial<TransactionsView>, replace = false) {
    // a new filter starts again from its first page
    setFilters((current) => ({ ...current, ...change, page: 1 }), { replace })
  }

  function exportCsv() {
    const { page: _page, limit: _limit, ...filters } = request
    exporter.mutate(filters, {
      onSuccess: (filename) => void showToast('success', `Downloaded ${filename}`),
      onError: (failure) =>
        void showToast('error', serverMessageOr(failure, 'The export could not be downloaded')),
    })
  }

  const orders = data?.data
  const meta = data?.meta
  const filtered = hasFilters(view)
  return (
    <section aria-labelledby="transactions-heading" className="transactions">
      <div className="transactions-head head-row">
        <div>
          <H2 id="transactions-heading">Transactions</H2>
          <p className="transactions-count" aria-live="polite">
            {meta
              ? `${meta.totalItems.toLocaleString('en-IN')} ${meta.totalItems === 1 ? 'order' : 'orders'}${filtered ? ' match the filters' : ''}`
              : '\u00a0'}
          </p>
        </div>
        <Button
          icon={<Download />}
          onClick={exportCsv}
          loading={exporter.isPending}
          disabled={!meta || meta.totalItems === 0}
        >
          Export CSV
        </Button>
      </div>

      <TransactionFiltersBar view={view} onChange={changeFilters} />

      {error && !data ? (
        <LoadFailure
          title="The transactions could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <NonIdealState icon={<Spinner />} title="Loading transactions…" />
      ) : orders && orders.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<Search />}
            title="No transactions match"
            description="No order matches these filters. Widen the dates or clear the filters."
            action={
              <Button
                onClick={() =>
                  changeFilters({
                    status: 'all',
                    kind: 'all',
                    search: '',
                    from: '',
                    to: '',
                  })
                }
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<Search />}
            title="No transactions yet"
            description="Orders appear here as soon as a learner starts a checkout."
          />
        )
      ) : (
        orders && (
          <div className="transactions-results" aria-busy={isFetching}>
            <TransactionsTable
              orders={orders}
              onOpen={(order) => setFilters((current) => ({ ...current, order }))}
            />
            {meta && (
              <Pagination
                page={meta.currentPage}
                totalPages={meta.totalPages}
                hasPrevPage={meta.hasPrevPage}
                hasNextPage={meta.hasNextPage}
                onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
                label="Transactions pages"
              />
            )}
          </div>
        )
      )}

      <TransactionDrawer
        orderId={view.order}
        listed={orders?.find((order) => order._id === view.order)}
        onClose={() =>
          setFilters((current) => ({ ...current, order: DEFAULT_TRANSACTIONS_VIEW.order }))
        }
      />
    </section>
  )
}
