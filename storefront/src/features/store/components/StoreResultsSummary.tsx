import { Classes } from '@blueprintjs/core'
import { formatCount } from '@pathshala/shared'
import type { StoreListMeta } from '../api/store-types.ts'

interface Props {
  shown: number
  meta: StoreListMeta | undefined
}

/** 'Showing X of Y results' and 'Page N of M'; skeleton text until the first answer. */
export function StoreResultsSummary({ shown, meta }: Props) {
  const loading = meta === undefined
  const skeleton = loading ? Classes.SKELETON : ''
  const total = meta?.totalItems ?? 0
  const totalPages = Math.max(meta?.totalPages ?? 1, 1)
  return (
    <div className="store-summary" aria-live="polite">
      <span className={skeleton}>
        Showing {loading ? 12 : shown} of {formatCount(total)} results
      </span>
      <span className={skeleton}>
        Page {meta?.currentPage ?? 1} of {totalPages}
      </span>
    </div>
  )
}
