import { Button, ButtonGroup } from '@blueprintjs/core'
import { GridView, List } from '@blueprintjs/icons'

import type { ViewMode } from '../lib/view-mode.ts'
import '../styles/components.css'

interface ViewToggleProps {
  value: ViewMode
  onChange: (mode: ViewMode) => void
  /** Names the group for screen readers. */
  label?: string
}

/** Grid or list layout of a listing; the pressed button is the current one. */
export function ViewToggle({ value, onChange, label = 'Layout' }: ViewToggleProps) {
  return (
    <ButtonGroup aria-label={label} className="view-toggle">
      <Button
        icon={<GridView />}
        aria-label="Grid view"
        title="Grid view"
        aria-pressed={value === 'grid'}
        active={value === 'grid'}
        onClick={() => onChange('grid')}
      />
      <Button
        icon={<List />}
        aria-label="List view"
        title="List view"
        aria-pressed={value === 'list'}
        active={value === 'list'}
        onClick={() => onChange('list')}
      />
    </ButtonGroup>
  )
}
