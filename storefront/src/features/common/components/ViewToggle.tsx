import { Button, ButtonGroup } from '@blueprintjs/core'
import { GridView, List } from '@blueprintjs/icons'

export type ViewMode = 'grid' | 'list'

interface ViewToggleProps {
  value: ViewMode
  onChange: (mode: ViewMode) => void
}

/** Grid or list layout of a listing; the pressed button is the current one. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <ButtonGroup aria-label="Layout">
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
