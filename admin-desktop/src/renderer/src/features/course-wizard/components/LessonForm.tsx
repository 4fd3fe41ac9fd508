import { useId } from 'react'
import { Button, FormGroup, H4, InputGroup, Intent, TextArea } from '@blueprintjs/core'
import { showToast } from '@pathshala/ui'
import type { LessonFormValues } from '../lib/draft-record.ts'
import { lessonFormProblem } from '../lib/lesson-form.ts'

/** Create Subsection (or edit a lesson): title, description, video URL and an optional duration. */
export function LessonForm({
  values,
  editing,
  onChange,
  onSave,
  onCancel,
}: {
  values: LessonFormValues
  editing: boolean
  onChange: (values: LessonFormValues) => void
  onSave: (values: LessonFormValues) => void
  onCancel: () => void
}) {
  const id = useId()
  const field = (name: keyof LessonFormValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [name]: event.currentTarget.value }),
  })
  function save(event: React.FormEvent) {
    event.preventDefault()
    const problem = lessonFormProblem(values)
    if (problem) {
      void showToast('error', problem)
      return
    }
    onSave(values)
  }
  const title = editing ? 'Edit Subsection' : 'Create Subsection'
  return (
    <form className="course-wizard__lesson-form" onSubmit={save} aria-label={title} noValidate>
      <H4>{title}</H4>
      <FormGroup label="Title" labelFor={`${id}-title`} labelInfo="(required)">
        <InputGroup {...field('title')} maxLength={200} />
      </FormGroup>
      <FormGroup label="Description" labelFor={`${id}-description`} labelInfo="(required)">
        <TextArea {...field('description')} fill rows={3} maxLength={10_000} />
      </FormGroup>
      <FormGroup
        label="Video URL"
        labelFor={`${id}-videoUrl`}
        labelInfo="(required)"
        helperText="An http(s) address"
      >
        <InputGroup {...field('videoUrl')} type="url" inputMode="url" />
      </FormGroup>
      <FormGroup
        label="Duration"
        labelFor={`${id}-timeDuration`}
        helperText="Seconds, mm:ss or hh:mm:ss (optional)"
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
