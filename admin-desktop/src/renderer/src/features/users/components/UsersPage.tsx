import { Button, FormGroup, H2, HTMLSelect } from '@blueprintjs/core'
import { People, Search } from '@blueprintjs/icons'
import { ACCOUNT_TYPES } from '@pathshala/shared'
import { FilterChips, SearchBox, useUrlFilters, type FilterChip } from '@pathshala/ui'
import { PagedResults } from '../../../components/PagedResults.tsx'
import { useUsers } from '../api/use-users.ts'
import {
  hasUserFilters,
  USER_SEARCH_MAX_LENGTH,
  usersCodec,
  usersRequest,
  type UsersView,
} from '../lib/user-filters.ts'
import { UsersTable } from './UsersTable.tsx'
import './users.css'

/** /admin/users: every account, searched by name or email, with what each has bought. */
export default function UsersPage() {
  const { filters: view, setFilters } = useUrlFilters(usersCodec, { canonical: true })
  const { data, error, isPending, isFetching, refetch } = useUsers(usersRequest(view))

  function changeFilters(change: Partial<UsersView>, replace = false) {
    setFilters((current) => ({ ...current, ...change, page: 1 }), { replace })
  }

  const chips: FilterChip[] = []
  if (view.search)
    chips.push({
      id: 'search',
      label: `Search: ${view.search}`,
      onRemove: () => changeFilters({ search: '' }),
    })
  if (view.accountType !== 'all')
    chips.push({
      id: 'type',
      label: `Account: ${view.accountType}`,
      onRemove: () => changeFilters({ accountType: 'all' }),
    })

  const users = data?.data
  const meta = data?.meta
  const filtered = hasUserFilters(view)
  return (
    <section aria-labelledby="users-heading" className="users">
      <div>
        <H2 id="users-heading">Users</H2>
        <p className="users-count" aria-live="polite">
          {meta
            ? `${meta.totalItems.toLocaleString('en-IN')} ${meta.totalItems === 1 ? 'account' : 'accounts'}${filtered ? ' match' : ''}`
            : '\u00a0'}
        </p>
      </div>

      <div className="users-filters">
        <div className="users-search">
          <SearchBox
            id="users-search"
            label="Search users by name or email"
            placeholder="Name or email"
            value={view.search}
            maxLength={USER_SEARCH_MAX_LENGTH}
            onCommit={(search) => changeFilters({ search }, true)}
          />
        </div>
        <FormGroup label="Account" labelFor="users-type" inline className="users-filter">
          <HTMLSelect
            id="users-type"
            value={view.accountType}
            onChange={(event) =>
              changeFilters({ accountType: event.currentTarget.value as UsersView['accountType'] })
            }
          >
            <option value="all">All accounts</option>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'Student' ? 'Learners (Student)' : 'Admins'}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Sort" labelFor="users-sort" inline className="users-filter">
          <HTMLSelect
            id="users-sort"
            value={view.sort}
            onChange={(event) =>
              changeFilters({ sort: event.currentTarget.value as UsersView['sort'] })
            }
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </HTMLSelect>
        </FormGroup>
      </div>
      <FilterChips
        chips={chips}
        onClearAll={() => changeFilters({ search: '', accountType: 'all' })}
      />

      <PagedResults
        noun="users"
        error={error}
        hasData={Boolean(data)}
        isPending={isPending}
        isFetching={isFetching}
        count={users?.length}
        filtered={filtered}
        noMatch={{
          icon: <Search />,
          title: 'No users match',
          description: 'No account matches this search. Check the spelling or clear the filters.',
          action: (
            <Button onClick={() => changeFilters({ search: '', accountType: 'all' })}>
              Clear filters
            </Button>
          ),
        }}
        empty={{
          icon: <People />,
          title: 'No users yet',
          description: 'Accounts appear here as people sign up.',
        }}
        onRetry={() => void refetch()}
        meta={meta}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        className="users-results"
        pagesLabel="Users pages"
      >
        {users && <UsersTable users={users} />}
      </PagedResults>
    </section>
  )
}
