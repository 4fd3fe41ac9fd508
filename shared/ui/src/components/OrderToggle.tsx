import { Button, FormGroup } from '@blueprintjs/core'
import { SortAsc, SortDesc } from '@blueprintjs/icons'

interface OrderToggleProps {
  /** The button's id; the group's 'Order' label then points at it */
  id?: string
  className?: string
  ascending: boolean
  /** What the button says; 'Ascending' or 'Descending' unless the sort has words of its own */
  text?: string
  /** The button's accessible name, which says what pressing it does */
  ariaLabel: string
  title?: string
  onToggle: () => void
  /** Full width with the text at the start, as in a bar of full-width fields */
  fill?: boolean
  variant?: 'outlined'
}

/** The 'Order' field of a listing's filters: one button that flips ascending and descending. */
export function OrderToggle({
  id,
  className,
  ascending,
  text,
  ariaLabel,
  title,
  onToggle,
  fill,
  variant,
}: OrderToggleProps) {
  return (
    <FormGroup label="Order" labelFor={id} className={className}>
      <Button
        id={id}
        fill={fill}
        alignText={fill ? 'start' : undefined}
        variant={variant}
        icon={ascending ? <SortAsc /> : <SortDesc />}
        text={text ?? (ascending ? 'Ascending' : 'Descending')}
        aria-label={ariaLabel}
        title={title}
        onClick={onToggle}
      />
    </FormGroup>
  )
}
