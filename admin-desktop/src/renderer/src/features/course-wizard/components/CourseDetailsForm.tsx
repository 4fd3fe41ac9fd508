import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Spinner,
  Switch,
  TextArea,
} from '@blueprintjs/core'
import type { Category } from '../../categories/index.ts'
import { CouponCodeNote } from '../../coupons/index.ts'
import { useEffect, useState } from 'react'
import { showToast, uploadingText, uploadsForSave, usePendingUploads } from '@pathshala/ui'
import {
  controlErrorProps,
  groupErrorProps,
  inputErrorProps,
} from '../../../components/field-error.tsx'
import { useFieldErrors } from '../../../hooks/use-field-errors.ts'
import { firstInvalid } from '../../../lib/field-errors.ts'
import {
  COURSE_FIELDS,
  courseFieldId,
  courseFormErrors,
  type CourseField,
} from '../lib/course-form.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'
import { ThumbnailField } from './ThumbnailField.tsx'

type TextField = Exclude<CourseField, 'category' | 'thumbnail' | 'issuesCertificate'>

/**
 * Step 1's form: every keystroke is kept on this computer; Save sends it, once the thumbnail
 * being uploaded is up (a failed upload saves nothing and says so). What is wrong is said at
 * each field, all at once on Save, and goes as the field is put right; what the server refused
 * comes back to its field the same way.
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
  const checked = useFieldErrors(COURSE_FIELDS, courseFieldId)
  // Save was pressed while the thumbnail was still on its way
  const [waiting, setWaiting] = useState(false)
  const refused = state.detailsError
  // the server's word on a field until the field changes; the form's own checks come first
  const errors = { ...refused?.fields, ...checked.errors }
  const change = (field: CourseField, value: string) => {
    session.patchForm({ [field]: value })
    checked.revise(field, courseFormErrors({ ...form, [field]: value }))
  }
  const text = (field: TextField) => ({
    id: courseFieldId(field),
    value: form[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.currentTarget.value),
    ...inputErrorProps(courseFieldId(field), errors[field]),
  })
  const group = (field: CourseField, hint?: string) =>
    groupErrorProps(courseFieldId(field), errors[field], hint)

  // a refusal of the server brings the admin to the first field it named
  useEffect(() => {
    const first = refused ? firstInvalid(COURSE_FIELDS, refused.fields) : null
    if (first) document.getElementById(courseFieldId(first))?.focus()
    // once per refusal (its id), not again as its fields are put right
  }, [refused?.id])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (waiting) return
    if (checked.show(courseFormErrors(form))) return
    const uploaded = await uploadsForSave(uploads, setWaiting, (text) => {
      void showToast('error', text)
    })
    if (!uploaded) return
    // the session has the uploaded thumbnail's address by now
    session.saveDetails()
  }

  // saved before (here or on the server): the preview can come back without saving
  const saved = course !== null && !session.refusedCreation()
  // a refusal the form has no field for is said above it
  const unplaced = refused && !refused.atFields ? refused : null
  return (
    <form
      className="course-wizard__form"
      onSubmit={(event) => void save(event)}
      aria-label="Course Details"
      noValidate
    >
      {unplaced && (
        <Callout intent={Intent.DANGER} title="The details were not saved" role="alert">
          {unplaced.message}
        </Callout>
      )}
      <FormGroup
        label="Course Name"
        labelFor={courseFieldId('courseName')}
        labelInfo="(required)"
        {...group('courseName')}
      >
        <InputGroup {...text('courseName')} maxLength={200} required />
      </FormGroup>
      <FormGroup
        label="Course Description"
        labelFor={courseFieldId('courseDescription')}
        labelInfo="(required)"
        {...group('courseDescription')}
      >
        <TextArea {...text('courseDescription')} fill rows={4} maxLength={10_000} required />
      </FormGroup>
      <div className="course-wizard__row">
        <FormGroup
          label="Price"
          labelFor={courseFieldId('price')}
          labelInfo="(₹, required)"
          {...group('price', 'Rupees, 0 or more, at most 2 decimals')}
        >
          <InputGroup
            {...text('price')}
            inputMode="decimal"
            leftElement={<span className="course-wizard__rupee">₹</span>}
          />
        </FormGroup>
        <FormGroup
          label="Category"
          labelFor={courseFieldId('category')}
          labelInfo="(required)"
          {...group('category')}
        >
          <HTMLSelect
            id={courseFieldId('category')}
            value={form.category}
            onChange={(event) => change('category', event.currentTarget.value)}
            fill
            {...controlErrorProps(courseFieldId('category'), errors.category)}
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
        labelFor={courseFieldId('whatYouWillLearn')}
        {...group('whatYouWillLearn', 'Comma-separated')}
      >
        <TextArea {...text('whatYouWillLearn')} fill rows={2} maxLength={5000} />
      </FormGroup>
      <FormGroup
        label="Tags"
        labelFor={courseFieldId('tags')}
        {...group('tags', 'Comma-separated, up to 20')}
      >
        <InputGroup {...text('tags')} />
      </FormGroup>
      <FormGroup
        label="Instructions"
        labelFor={courseFieldId('instructions')}
        {...group('instructions', 'Comma-separated, up to 30')}
      >
        <TextArea {...text('instructions')} fill rows={2} />
      </FormGroup>
      <FormGroup
        label="Coupon Code"
        labelFor={courseFieldId('couponCode')}
        {...group('couponCode')}
      >
        <InputGroup {...text('couponCode')} maxLength={50} />
        <CouponCodeNote code={form.couponCode ?? ''} />
      </FormGroup>
      <FormGroup
        labelFor={courseFieldId('issuesCertificate')}
        {...group(
          'issuesCertificate',
          'Learners who complete every lesson get a PDF certificate with a QR code to verify it; the course page shows a Certificate badge.'
        )}
      >
        <Switch
          id={courseFieldId('issuesCertificate')}
          label="Issue a certificate of completion"
          checked={form.issuesCertificate}
          onChange={(event) =>
            session.patchForm({ issuesCertificate: event.currentTarget.checked })
          }
        />
      </FormGroup>
      <ThumbnailField
        id={courseFieldId('thumbnail')}
        value={form.thumbnail}
        error={errors.thumbnail}
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
