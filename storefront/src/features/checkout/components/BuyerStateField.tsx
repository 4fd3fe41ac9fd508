import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { INDIAN_STATES } from '@pathshala/shared'

interface Props {
  id: string
  value: string
  onChange: (code: string) => void
  disabled?: boolean
}

/**
 * "Your state": asked at a paid checkout when the profile has none, for the GST invoice (the
 * place of supply). Values are GST state codes.
 */
export function BuyerStateField({ id, value, onChange, disabled }: Props) {
  return (
    <FormGroup
      label="Your state"
      labelFor={id}
      helperText="For your GST invoice (optional); saved to your profile."
      className="buyer-state-field"
    >
      <HTMLSelect
        id={id}
        fill
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: '', label: 'Choose your state or union territory', disabled: true },
          ...INDIAN_STATES.map((state) => ({ value: state.code, label: state.name })),
        ]}
      />
    </FormGroup>
  )
}
