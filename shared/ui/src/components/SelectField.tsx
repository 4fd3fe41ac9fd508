import { FormGroup, HTMLSelect } from '@blueprintjs/core'

/** One choice of a SelectField: what is sent, and what the list says. */
export interface SelectOption {
  value: string | number
  label: string
}

interface SelectFieldProps {
  id: string
  label: string
  /** The app's class for the field's group (its width in the bar) */
  className?: string
  value: string | number
  options: readonly SelectOption[]
  /** The chosen option's value, as the select holds it (text) */
  onValueChange: (value: string) => void
  fill?: boolean
}

/** A labelled native select, as the filter bars and forms of both apps use it. */
export function SelectField({
  id,
  label,
  className,
  value,
  options,
  onValueChange,
  fill,
}: SelectFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} className={className}>
      <HTMLSelect
        id={id}
        fill={fill}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  )
}
