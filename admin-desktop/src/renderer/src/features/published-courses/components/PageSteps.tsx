import { Button } from '@blueprintjs/core'
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons'

interface PageStepsProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}

/** Previous, 'Page X of Y' and Next: Previous is off on the first page, Next on the last. */
export function PageSteps({ page, totalPages, onPageChange }: PageStepsProps) {
  const last = Math.max(1, totalPages)
  return (
    <nav className="published-pager" aria-label="Course pages">
      <Button
        variant="outlined"
        icon={<ChevronLeft />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <span aria-live="polite">
        Page {Math.min(page, last)} of {last}
      </span>
      <Button
        variant="outlined"
        endIcon={<ChevronRight />}
        disabled={page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  )
}
