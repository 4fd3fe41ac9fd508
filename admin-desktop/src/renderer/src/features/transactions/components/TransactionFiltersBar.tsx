import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { FilterChips, SearchBox, type FilterChip } from '@pathshala/ui'
import {
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '../lib/order-labels.ts'
import {
  DEFAULT_TRANSACTIONS_VIEW,
  SEARCH_MAX_LENGTH,
  type TransactionsView,
} from '../lib/transaction-filters.ts'

type FilterChange = Partial<Omit<TransactionsView, 'page' | 'order'>>

interface TransactionFiltersBarProps {
  view: TransactionsView
  /** `replace`: typing, which should not add a history entry per pause */
  onChange: (change: FilterChange, replace?: boolean) => void
}

/** Status, kind, date range and search of the transactions list, with chips to undo each. */
export function TransactionFiltersBar({ view, onChange }: TransactionFiltersBarProps) {
  const chips: FilterChip[] = []
  if (view.search)
    chips.push({
      id: 'search',
      label: `Search: ${view.search}`,
      onRemove: () => onChange({ search: '' }),
    })
  if (view.status !== 'all')
    chips.push({
      id: 'status',
      label: `Status: ${ORDER_STATUS_LABELS[view.status]}`,
      onRemove: () => onChange({ status: 'all' }),
    })
  if (view.kind !== 'all')
    chips.push({
      id: 'kind',
      label: `Kind: ${ORDER_KIND_LABELS[view.kind]}`,
      onRemove: () => onChange({ kind: 'all' }),
    })
  if (view.from)
    chips.push({ id: 'from', label: `From: ${view.from}`, onRemove: () => onChange({ from: '' }) })
  if (view.to)
    chips.push({ id: 'to', label: `To: ${view.to}`, onRemove: () => onChange({ to: '' }) })

  const { status, kind, search, from, to } = DEFAULT_TRANSACTIONS_VIEW
  return (
    <div className="transactions-filters">
      <div className="transactions-filters-row">
        <div className="transactions-search">
          <SearchBox
            id="transactions-search"
            label="Search by email, name, receipt or order id"
            placeholder="Email, receipt or order id"
            value={view.search}
            maxLength={SEARCH_MAX_LENGTH}
            onCommit={(next) => onChange({ search: next }, true)}
          />
        </div>
        <FormGroup
          label="Status"
          labelFor="transactions-status"
          inline
          className="transactions-filter"
        >
          <HTMLSelect
            id="transactions-status"
            value={view.status}
            onChange={(event) =>
              onChange({ status: event.currentTarget.value as TransactionsView['status'] })
            }
          >
            <option value="all">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Kind" labelFor="transactions-kind" inline className="transactions-filter">
          <HTMLSelect
            id="transactions-kind"
            value={view.kind}
            onChange={(event) =>
              onChange({ kind: event.currentTarget.value as TransactionsView['kind'] })
            }
          >
            <option value="all">Courses and items</option>
            {ORDER_KINDS.map((value) => (
              <option key={value} value={value}>
                {ORDER_KIND_LABELS[value]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="From" labelFor="transactions-from" inline className="transactions-filter">
          <InputGroup
            id="transactions-from"
            type="date"
            value={view.from}
            max={view.to || undefined}
            onValueChange={(value) => onChange({ from: value })}
          />
        </FormGroup>
        <FormGroup label="To" labelFor="transactions-to" inline className="transactions-filter">
          <InputGroup
            id="transactions-to"
            type="date"
            value={view.to}
            min={view.from || undefined}
            onValueChange={(value) => onChange({ to: value })}
          />
        </FormGroup>
      </div>
      <FilterChips chips={chips} onClearAll={() => onChange({ status, kind, search, from, to })} />
    </div>
  )
}
