import { FileInput, FormGroup } from '@blueprintjs/core'
import type { ChangeEvent } from 'react'

interface FileFieldProps {
  id: string
  label: string
  accept: string
  file: File | null
  /** What the item has now, shown when no new file is chosen (editing) */
  current?: string
  helperText?: string
  disabled?: boolean
  onChoose: (file: File | null) => void
}

/** A labelled file picker showing the chosen file's name (or what the item already has). */
export function FileField({
  id,
  label,
  accept,
  file,
  current,
  helperText,
  disabled,
  onChoose,
}: FileFieldProps) {
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    onChoose(chosen)
    // choosing the same file again after a refusal must fire again
    event.currentTarget.value = ''
  }
  return (
    <FormGroup label={label} labelFor={id} helperText={helperText}>
      <FileInput
        fill
        disabled={disabled}
        text={file ? file.name : (current ?? 'Choose file...')}
        hasSelection={file !== null || current !== undefined}
        buttonText="Browse"
        inputProps={{ id, accept, 'onChange': choose, 'aria-label': label }}
      />
    </FormGroup>
  )
}
