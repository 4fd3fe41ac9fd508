import { Button, Card, H3 } from '@blueprintjs/core'
import { Chart, Download, FolderOpen, People } from '@blueprintjs/icons'
import { ButtonLink } from '@pathshala/ui'

interface QuickActionsProps {
  exporting: boolean
  onExportAll: () => void
}

/** Shortcuts: the dashboard's figures, categories, users, and a CSV of every item. */
export function QuickActions({ exporting, onExportAll }: QuickActionsProps) {
  return (
    <Card className="books-quick-actions" role="region" aria-label="Quick Actions">
      <H3>Quick Actions</H3>
      <div className="books-quick-list">
        <ButtonLink to="/" icon={<Chart />} variant="outlined" fill>
          Analytics
        </ButtonLink>
        <ButtonLink to="/category" icon={<FolderOpen />} variant="outlined" fill>
          Categories
        </ButtonLink>
        <ButtonLink to="/users" icon={<People />} variant="outlined" fill>
          Users
        </ButtonLink>
        <Button
          icon={<Download />}
          variant="outlined"
          fill
          loading={exporting}
          onClick={onExportAll}
        >
          Export All
        </Button>
      </div>
    </Card>
  )
}
