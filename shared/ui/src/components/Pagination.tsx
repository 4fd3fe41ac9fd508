import { Button } from '@blueprintjs/core'
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons'
import { pageWindow } from '../lib/page-window.ts'
import '../styles/components.css'

interface PaginationProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Override when the server says so (the store's hasPrevPage / hasNextPage). */
  hasPrevPage?: boolean
  hasNextPage?: boolean
  /** Names the landmark when a screen has more than one pager. */
  label?: string
}

/** Previous / Next and up to 5 page buttons centred on the current page; hidden for one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  hasPrevPage = page > 1,
  hasNextPage = page < totalPages,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      <Button
        variant="outlined"
        icon={<ChevronLeft />}
        disabled={!hasPrevPage}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <span className="pager-step-text">Previous</span>
      </Button>
      <ol className="pager-pages">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              className="pager-page"
              variant={number === page ? 'solid' : 'minimal'}
              intent={number === page ? 'primary' : 'none'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => number !== page && onPageChange(number)}
              text={number}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outlined"
        endIcon={<ChevronRight />}
        disabled={!hasNextPage}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span className="pager-step-text">Next</span>
      </Button>
    </nav>
  )
}
