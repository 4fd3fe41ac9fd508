import { Button, H2 } from '@blueprintjs/core'
import { Download, Search } from '@blueprintjs/icons'
import { serverMessageOr, showToast, useUrlFilters } from '@pathshala/ui'
import { PagedResults } from '../../../components/PagedResults.tsx'
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

      <PagedResults
        noun="transactions"
        error={error}
        hasData={Boolean(data)}
        isPending={isPending}
        isFetching={isFetching}
        count={orders?.length}
        filtered={filtered}
        noMatch={{
          icon: <Search />,
          title: 'No transactions match',
          description: 'No order matches these filters. Widen the dates or clear the filters.',
          action: (
            <Button
              onClick={() =>
                changeFilters({ status: 'all', kind: 'all', search: '', from: '', to: '' })
              }
            >
              Clear filters
            </Button>
          ),
        }}
        empty={{
          icon: <Search />,
          title: 'No transactions yet',
          description: 'Orders appear here as soon as a learner starts a checkout.',
        }}
        onRetry={() => void refetch()}
        meta={meta}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        className="transactions-results"
        pagesLabel="Transactions pages"
      >
        {orders && (
          <TransactionsTable
            orders={orders}
            onOpen={(order) => setFilters((current) => ({ ...current, order }))}
          />
        )}
      </PagedResults>

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
