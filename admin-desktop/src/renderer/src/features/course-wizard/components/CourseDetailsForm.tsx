import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Spinner,
  TextArea,
} from '@blueprintjs/core'
import type { Category } from '../../categories/index.ts'
import { useState } from 'react'
import { showToast, uploadingText, uploadsForSave, usePendingUploads } from '@pathshala/ui'
import { courseFormProblem, type CourseFormValues } from '../lib/course-form.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'
import { ThumbnailField } from './ThumbnailField.tsx'

type TextField = Exclude<keyof CourseFormValues, 'category' | 'thumbnail'>

/**
 * Step 1's form: every keystroke is kept on this computer; Save sends it, once the thumbnail
 * being uploaded is up (a failed upload saves nothing and says so).
 */
export function CourseDetailsForm({
  session,
  state,
  categories,
  categoriesLoading,
}: {
  session: WizardSession
  state: WizardState
  categories: Category[]
  categoriesLoading: boolean
}) {
  const { form, course } = state.draft
  const uploads = usePendingUploads()
  // Save was pressed while the thumbnail was still on its way
  const [waiting, setWaiting] = useState(false)
  const change = (field: keyof CourseFormValues, value: string) =>
    session.patchForm({ [field]: value })
  const text = (field: TextField) => ({
    id: `course-${field}`,
    value: form[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.currentTarget.value),
  })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (waiting) return
    const problem = courseFormProblem(form)
    if (problem) {
      void showToast('error', problem)
      return
    }
    const uploaded = await uploadsForSave(uploads, setWaiting, (text) => {
      void showToast('error', text)
    })
    if (!uploaded) return
    // the session has the uploaded thumbnail's address by now
    session.saveDetails()
  }

  const error = state.detailsError
  // saved before (here or on the server): the preview can come back without saving
  const saved = course !== null && !session.refusedCreation()
  return (
    <form
      className="course-wizard__form"
      onSubmit={(event) => void save(event)}
      aria-label="Course Details"
      noValidate
    >
      {error && (
        <Callout intent={Intent.DANGER} title={`Error: ${error.status}`} role="alert">
          {error.message}
        </Callout>
      )}
      <FormGroup label="Course Name" labelFor="course-courseName" labelInfo="(required)">
        <InputGroup {...text('courseName')} maxLength={200} required />
      </FormGroup>
      <FormGroup
        label="Course Description"
        labelFor="course-courseDescription"
        labelInfo="(required)"
      >
        <TextArea {...text('courseDescription')} fill rows={4} maxLength={10_000} required />
      </FormGroup>
      <div className="course-wizard__row">
        <FormGroup
          label="Price"
          labelFor="course-price"
          labelInfo="(₹, required)"
          helperText="Rupees, 0 or more, at most 2 decimals"
        >
          <InputGroup
            {...text('price')}
            inputMode="decimal"
            leftElement={<span className="course-wizard__rupee">₹</span>}
          />
        </FormGroup>
        <FormGroup label="Category" labelFor="course-category" labelInfo="(required)">
          <HTMLSelect
            id="course-category"
            value={form.category}
            onChange={(event) => change('category', event.currentTarget.value)}
            fill
          >
            <option value="">
              {categoriesLoading ? 'Loading categories…' : 'Choose a category'}
            </option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <FormGroup
        label="What you will learn"
        labelFor="course-whatYouWillLearn"
        helperText="Comma-separated"
      >
        <TextArea {...text('whatYouWillLearn')} fill rows={2} maxLength={5000} />
      </FormGroup>
      <FormGroup label="Tags" labelFor="course-tags" helperText="Comma-separated, up to 20">
        <InputGroup {...text('tags')} />
      </FormGroup>
      <FormGroup
        label="Instructions"
        labelFor="course-instructions"
        helperText="Comma-separated, up to 30"
      >
        <TextArea {...text('instructions')} fill rows={2} />
      </FormGroup>
      <FormGroup label="Coupon Code" labelFor="course-couponCode">
        <InputGroup {...text('couponCode')} maxLength={50} />
      </FormGroup>
      <ThumbnailField
        value={form.thumbnail}
        onUploaded={(url) => session.patchForm({ thumbnail: url })}
        uploads={uploads}
      />
      <div className="course-wizard__actions">
        {saved && <Button text="Cancel" onClick={() => session.cancelEditDetails()} />}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          disabled={waiting}
          icon={waiting ? <Spinner size={16} /> : undefined}
          text={waiting ? uploadingText(uploads.state.uploading) : saved ? 'Save changes' : 'Save'}
        />
      </div>
    </form>
  )
}
