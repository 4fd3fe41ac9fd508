import { useEffect, useId } from 'react'
import { Button, FormGroup, H4, InputGroup, Intent, TextArea } from '@blueprintjs/core'
import { groupErrorProps, inputErrorProps } from '../../../components/field-error.tsx'
import { useFieldErrors } from '../../../hooks/use-field-errors.ts'
import { firstInvalid, type FieldErrors } from '../../../lib/field-errors.ts'
import type { LessonFormValues } from '../lib/draft-record.ts'
import { LESSON_FIELDS, lessonFormErrors, type LessonField } from '../lib/lesson-form.ts'

/**
 * Create Subsection (or edit a lesson): title, description, video URL and an optional duration.
 * What is wrong is said at each field, all at once on Save, and goes as the field is put right;
 * `serverErrors` (a refused lesson, back in its form) likewise, until its field changes.
 */
export function LessonForm({
  values,
  serverErrors,
  editing,
  onChange,
  onSave,
  onCancel,
}: {
  values: LessonFormValues
  serverErrors?: FieldErrors<LessonField>
  editing: boolean
  /** The values after one field changed, and which */
  onChange: (values: LessonFormValues, field: LessonField) => void
  onSave: (values: LessonFormValues) => void
  onCancel: () => void
}) {
  const id = useId()
  const idOf = (name: LessonField) => `${id}-${name}`
  const checked = useFieldErrors(LESSON_FIELDS, idOf)
  const errors = { ...serverErrors, ...checked.errors }
  const field = (name: LessonField) => ({
    id: idOf(name),
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.currentTarget.value }
      onChange(next, name)
      checked.revise(name, lessonFormErrors(next))
    },
    ...inputErrorProps(idOf(name), errors[name]),
  })
  const group = (name: LessonField, hint?: string) =>
    groupErrorProps(idOf(name), errors[name], hint)

  // back from the server with errors: the first field it named takes focus, once
  useEffect(() => {
    const first = serverErrors ? firstInvalid(LESSON_FIELDS, serverErrors) : null
    if (first) document.getElementById(idOf(first))?.focus()
    // on opening only: the errors then go one by one as their fields change
  }, [])

  function save(event: React.FormEvent) {
    event.preventDefault()
    if (checked.show(lessonFormErrors(values))) return
    onSave(values)
  }
  const title = editing ? 'Edit Subsection' : 'Create Subsection'
  return (
    <form className="course-wizard__lesson-form" onSubmit={save} aria-label={title} noValidate>
      <H4>{title}</H4>
      <FormGroup label="Title" labelFor={idOf('title')} labelInfo="(required)" {...group('title')}>
        <InputGroup {...field('title')} maxLength={200} />
      </FormGroup>
      <FormGroup
        label="Description"
        labelFor={idOf('description')}
        labelInfo="(required)"
        {...group('description')}
      >
        <TextArea {...field('description')} fill rows={3} maxLength={10_000} />
      </FormGroup>
      <FormGroup
        label="Video URL"
        labelFor={idOf('videoUrl')}
        labelInfo="(required)"
        {...group('videoUrl', 'An http(s) address')}
      >
        <InputGroup {...field('videoUrl')} type="url" inputMode="url" />
      </FormGroup>
      <FormGroup
        label="Duration"
        labelFor={idOf('timeDuration')}
        {...group('timeDuration', 'Seconds, mm:ss or hh:mm:ss (optional)')}
      >
        <InputGroup {...field('timeDuration')} />
      </FormGroup>
      <div className="course-wizard__actions">
        <Button text="Cancel" onClick={onCancel} />
        <Button type="submit" intent={Intent.PRIMARY} text="Save Subsection" />
      </div>
    </form>
  )
}
