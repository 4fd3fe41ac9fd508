import type { ChangeEvent, ReactNode } from 'react'
import { FileInput, FormGroup, Intent } from '@blueprintjs/core'
import { controlErrorProps, groupErrorProps } from '../../../components/field-error.tsx'
import './file-field.css'

interface FileFieldProps {
  id: string
  label: string
  accept: string
  file: File | null
  /** What the field has now, shown when no new file is chosen (an item's file, an uploaded image) */
  current?: string
  helperText?: ReactNode
  /** What is wrong with the choice, shown under it in place of the hint */
  error?: string
  /** Something under the picker (in `children`) says what went wrong: the field is marked so */
  failed?: boolean
  disabled?: boolean
  /** The picker takes the whole width of its group (the default) */
  fill?: boolean
  onChoose: (file: File | null) => void
  /** Shown before the picker, e.g. the image already uploaded */
  preview?: ReactNode
  /** Shown under the picker, inside the group: progress, an upload's failure */
  children?: ReactNode
}

/**
 * A labelled file picker, Blueprint's FileInput, showing the chosen file's name (or what the
 * field already has): every file field of the admin looks and reads the same.
 */
export function FileField({
  id,
  label,
  accept,
  file,
  current,
  helperText,
  error,
  failed = false,
  disabled,
  fill = true,
  onChoose,
  preview,
  children,
}: FileFieldProps) {
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    onChoose(chosen)
    // choosing the same file again (after a refusal, or to send it again) must fire again
    event.currentTarget.value = ''
  }
  const picker = (
    <FileInput
      fill={fill}
      className="file-field-input"
      disabled={disabled}
      text={file ? file.name : (current ?? 'Choose file...')}
      hasSelection={file !== null || current !== undefined}
      buttonText="Browse"
      inputProps={{
        id,
        accept,
        'onChange': choose,
        'aria-label': label,
        ...controlErrorProps(id, error),
        'aria-invalid': error || failed ? true : undefined,
      }}
    />
  )
  const group = groupErrorProps(id, error, helperText)
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={group.helperText}
      intent={failed ? Intent.DANGER : group.intent}
    >
      {preview ? (
        <div className="file-field-row">
          {preview}
          {picker}
        </div>
      ) : (
        picker
      )}
      {children}
    </FormGroup>
  )
}
