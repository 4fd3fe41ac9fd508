import { useState } from 'react'
import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core'
import { Add, Search, Tag as TagIcon } from '@blueprintjs/icons'
import type { Category } from '../api/category-types.ts'
import { EmptyState, Pagination, SearchBox, useUrlFilters } from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useCategoryList } from '../api/use-categories.ts'
import {
  CATEGORY_SEARCH_MAX_LENGTH,
  categoriesCodec,
  categoriesRequest,
} from '../lib/category-filters.ts'
import { CATEGORY_MESSAGES } from '../lib/category-messages.ts'
import { CategoryCard } from './CategoryCard.tsx'
import { CategoryFormDialog } from './CategoryFormDialog.tsx'
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx'
import './categories.css'

/** Which dialog is open: a new category, editing one, or deleting one. */
type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: Category }
  | { kind: 'delete'; category: Category }
  | null

/** /admin/category: every category with its course count, searched by name, a page at a time. */
export default function CategoriesPage() {
  const { filters: view, setFilters } = useUrlFilters(categoriesCodec, { canonical: true })
  const { data, error, isPending, isFetching, refetch } = useCategoryList(categoriesRequest(view))
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)

  function afterDelete() {
    // the last card of a later page went: show the page before
    if (data && data.data.length === 1 && view.page > 1)
      setFilters((current) => ({ ...current, page: current.page - 1 }))
  }

  const createButton = (
    <Button intent="primary" icon={<Add />} onClick={() => setDialog({ kind: 'create' })}>
      Create Category
    </Button>
  )
  return (
    <section aria-labelledby="categories-heading" className="categories">
      <div className="categories-head head-row">
        <div>
          <H2 id="categories-heading">Categories</H2>
          <p className="categories-muted" aria-live="polite">
            {data
              ? `${data.totalCategories.toLocaleString('en-IN')} ${data.totalCategories === 1 ? 'category' : 'categories'}${view.search ? ' match' : ''}`
              : '\u00a0'}
          </p>
        </div>
        {createButton}
      </div>

      <div className="categories-search">
        <SearchBox
          id="categories-search"
          label="Search categories by name"
          placeholder="Search categories by name"
          value={view.search}
          maxLength={CATEGORY_SEARCH_MAX_LENGTH}
          onCommit={(search) => setFilters({ search, page: 1 }, { replace: true })}
        />
      </div>

      {error && !data ? (
        <LoadFailure
          title="The categories could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <NonIdealState icon={<Spinner />} title="Loading categories..." />
      ) : data && data.data.length === 0 ? (
        view.search ? (
          <EmptyState
            icon={<Search />}
            title={CATEGORY_MESSAGES.empty}
            description={`No category's name contains "${view.search}".`}
            action={
              <Button onClick={() => setFilters({ search: '', page: 1 })}>Clear search</Button>
            }
          />
        ) : (
          <EmptyState
            icon={<TagIcon />}
            title={CATEGORY_MESSAGES.empty}
            description="Categories group the courses in the catalogue. Create the first one."
            action={createButton}
          />
        )
      ) : (
        data && (
          <div className="categories-results" aria-busy={isFetching}>
            <ul className="categories-grid" aria-label="Categories">
              {data.data.map((category) => (
                <li key={category._id}>
                  <CategoryCard
                    category={category}
                    onEdit={(chosen) => setDialog({ kind: 'edit', category: chosen })}
                    onDelete={(chosen) => setDialog({ kind: 'delete', category: chosen })}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={view.page}
              totalPages={data.totalPages}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
              label="Category pages"
            />
          </div>
        )
      )}

      {dialog?.kind === 'create' && (
        <CategoryFormDialog key="create" category={null} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <CategoryFormDialog key={dialog.category._id} category={dialog.category} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCategoryDialog
          key={dialog.category._id}
          category={dialog.category}
          onClose={close}
          onDeleted={afterDelete}
        />
      )}
    </section>
  )
}
