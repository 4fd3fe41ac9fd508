import { useState } from 'react'
import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core'
import { Edit, Search } from '@blueprintjs/icons'
import { isApiError } from '@pathshala/shared'
import type { CourseDraft } from '../api/draft-types.ts'
import {
  ButtonLink,
  EmptyState,
  Pagination,
  SearchBox,
  serverMessageOr,
  showToast,
  useUrlFilters,
} from '@pathshala/ui'
import { useOnline } from '../../../app/layout/use-online.ts'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useCourseDrafts, useDeleteDraftCourse } from '../api/use-course-drafts.ts'
import { useLocalCourseDrafts } from '../api/use-local-course-drafts.ts'
import {
  DRAFT_SEARCH_MAX_LENGTH,
  DRAFTS_PAGE_SIZE,
  draftsCodec,
  draftsRequest,
} from '../lib/draft-filters.ts'
import { matchingLocalDrafts, unsentChanges } from '../lib/local-course-drafts.ts'
import { DeleteDraftDialog } from './DeleteDraftDialog.tsx'
import { DraftCard } from './DraftCard.tsx'
import { LocalDraftsList } from './LocalDraftsList.tsx'
import './course-drafts.css'

/** '2 drafts', '1 draft match', '3 drafts on this computer' */
function countText(count: number, searched: boolean, online: boolean): string {
  const drafts = `${count.toLocaleString('en-IN')} ${count === 1 ? 'draft' : 'drafts'}`
  return `${drafts}${searched ? ' match' : ''}${online ? '' : ' on this computer'}`
}

/**
 * /admin/course/draft: unpublished courses, searched by name on the server, newest change first.
 * While the server cannot be reached: the drafts kept on this computer instead.
 */
export default function CourseDraftsPage() {
  const { filters: view, setFilters } = useUrlFilters(draftsCodec, { canonical: true })
  const online = useOnline()
  const { data, error, isPending, isFetching, refetch } = useCourseDrafts(draftsRequest(view), {
    enabled: online,
  })
  const local = useLocalCourseDrafts()
  const localDrafts = local.data && matchingLocalDrafts(local.data, view.search)
  const deletion = useDeleteDraftCourse()
  const [doomed, setDoomed] = useState<CourseDraft | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  function closeDialog() {
    setDoomed(null)
    setRefusal(null)
  }

  function remove(draft: CourseDraft) {
    deletion.mutate(draft.courseId._id, {
      onSuccess: () => {
        closeDialog()
        void showToast('success', `"${draft.courseId.courseName}" deleted`)
        // the last card of a later page: show the page before
        if (data && data.drafts.length === 1 && view.page > 1)
          setFilters((current) => ({ ...current, page: current.page - 1 }))
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409) {
          setRefusal(serverMessageOr(failure, 'This course cannot be deleted.'))
          return
        }
        closeDialog()
        void showToast('error', serverMessageOr(failure, 'The draft could not be deleted'))
      },
    })
  }

  const totalPages = data ? Math.max(1, Math.ceil(data.total / DRAFTS_PAGE_SIZE)) : 1
  const count = online ? data?.total : localDrafts?.length
  return (
    <section aria-labelledby="drafts-heading" className="course-drafts">
      <div className="course-drafts-head">
        <div>
          <H2 id="drafts-heading">Draft Courses</H2>
          <p className="course-drafts-muted" aria-live="polite">
            {count !== undefined ? countText(count, view.search !== '', online) : '\u00a0'}
          </p>
        </div>
        <ButtonLink to="/course/create" intent="primary">
          Create New
        </ButtonLink>
      </div>

      <div className="course-drafts-search">
        <SearchBox
          id="drafts-search"
          label="Search drafts by course name"
          placeholder="Search drafts by course name"
          value={view.search}
          maxLength={DRAFT_SEARCH_MAX_LENGTH}
          onCommit={(search) => setFilters({ search, page: 1 }, { replace: true })}
        />
      </div>

      {!online ? (
        <LocalDraftsList
          drafts={localDrafts}
          error={local.error}
          onRetry={() => void local.refetch()}
          search={view.search}
          onClearSearch={() => setFilters({ search: '', page: 1 })}
        />
      ) : error && !data ? (
        <LoadFailure
          title="The drafts could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <NonIdealState icon={<Spinner />} title="Loading drafts..." />
      ) : data && data.drafts.length === 0 ? (
        view.search ? (
          <EmptyState
            icon={<Search />}
            title="No drafts match"
            description={`No draft's name contains "${view.search}".`}
            action={
              <Button onClick={() => setFilters({ search: '', page: 1 })}>Clear search</Button>
            }
          />
        ) : (
          <EmptyState
            icon={<Edit />}
            title="No draft courses"
            description="Courses being built appear here until they are published."
            action={
              <ButtonLink to="/course/create" intent="primary">
                Create New
              </ButtonLink>
            }
          />
        )
      ) : (
        data && (
          <div className="course-drafts-results" aria-busy={isFetching}>
            <ul className="course-drafts-grid" aria-label="Drafts">
              {data.drafts.map((draft) => (
                <li key={draft._id}>
                  <DraftCard
                    draft={draft}
                    onDelete={setDoomed}
                    unsent={unsentChanges(local.data, draft.courseId._id)}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={view.page}
              totalPages={totalPages}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
              label="Draft pages"
            />
          </div>
        )
      )}

      <DeleteDraftDialog
        draft={doomed}
        deleting={deletion.isPending}
        refusal={refusal}
        onCancel={closeDialog}
        onConfirm={remove}
      />
    </section>
  )
}
