import { Button } from '@blueprintjs/core'
import { Refresh } from '@blueprintjs/icons'
import type { ReactNode } from 'react'

interface Props {
  refreshing: boolean
  onRefresh: () => void
  /** The grid/list switch */
  viewToggle: ReactNode
}

/** Title, what the store offers, Refresh and the grid/list switch. */
export function StoreHeader({ refreshing, onRefresh, viewToggle }: Props) {
  return (
    <header className="store-header head-row">
      <div className="store-header__text">
        <h1 className="store-header__title">Educational Store</h1>
        <p className="store-header__subtitle">
          Curated study notes, test series, study material and books from experienced mentors,
          written for UPSC and state PCS preparation. Download the PDFs the moment they are yours.
        </p>
      </div>
      <div className="store-header__tools">
        <Button
          variant="outlined"
          icon={<Refresh />}
          text="Refresh"
          loading={refreshing}
          onClick={onRefresh}
        />
        {viewToggle}
      </div>
    </header>
  )
}
