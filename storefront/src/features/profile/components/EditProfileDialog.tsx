import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core'
import { Edit } from '@blueprintjs/icons'
import {
  fieldErrorMap,
  formatDateOfBirthInput,
  INDIAN_STATES,
  isApiError,
  MESSAGES,
  profileChanges,
  profileFormFromUser,
  sanitizeContactNumber,
  type ProfileForm,
} from '@pathshala/shared'
import type { User } from '../../auth/index.ts'
import { useNavigate } from 'react-router'
import { useUpdateProfile } from '../api/update-profile.ts'
import { checkProfileForm, ABOUT_MAX_LENGTH } from '../lib/profile-form-check.ts'
import {
  serverMessageOr,
  showToast,
  uploadingText,
  uploadsForSave,
  usePendingUploads,
} from '@pathshala/ui'
import { PHOTO_FIELD, ProfilePhotoField } from './ProfilePhotoField.tsx'

/** The fields the dialog marks with their own message (see `field` below). */
const SHOWN_FIELDS: ReadonlySet<string> = new Set<keyof ProfileForm>([
  'firstName',
  'lastName',
  'dateOfBirth',
  'contactNumber',
  'gender',
  'state',
  'about',
])

interface EditProfileDialogProps {
  user: User
  isOpen: boolean
  onClose(): void
}

/** Edit Profile: photo, names, date of birth, contact number, gender, state and about. */
export function EditProfileDialog({ user, isOpen, onClose }: EditProfileDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Edit Profile"
      icon={<Edit />}
      className="edit-profile-dialog"
    >
      {/* Mounted while open only, so every opening starts from the saved profile. */}
      <EditProfileForm user={user} onClose={onClose} />
    </Dialog>
  )
}

function EditProfileForm({ user, onClose }: { user: User; onClose(): void }) {
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const [original] = useState(() => profileFormFromUser(user))
  const [form, setForm] = useState<ProfileForm>(original)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const uploads = usePendingUploads()
  // Save Changes was pressed while the photo was still on its way
  const [waiting, setWaiting] = useState(false)
  // what is typed while Save Changes waits is saved too
  const latest = useRef(form)
  useEffect(() => {
    latest.current = form
  }, [form])

  const set = (field: keyof ProfileForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _cleared, ...rest }) => rest)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (waiting) return
    const problems = checkProfileForm(form)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return

    const uploaded = await uploadsForSave(uploads, setWaiting, (text) => {
      void showToast('error', text)
    })
    if (!uploaded) return
    // the photo that just arrived, before the form's state has caught up with it
    const photo = uploaded[PHOTO_FIELD]
    const current = latest.current
    const typedMeanwhile = checkProfileForm(current)
    setErrors(typedMeanwhile)
    if (Object.keys(typedMeanwhile).length > 0) return
    const changes = profileChanges(
      original,
      typeof photo === 'string' ? { ...current, image: photo } : current
    )
    if (Object.keys(changes).length === 0) {
      void showToast('info', MESSAGES.noProfileChanges)
      return
    }
    update.mutate(changes, {
      onSuccess: () => {
        void showToast('success', 'Profile Updated')
        onClose()
        navigate('/home/user')
      },
      onError: (error) => {
        const fields = isApiError(error) ? fieldErrorMap(error.errors) : {}
        setErrors(fields)
        // said once: under the field it is about when the dialog shows that field, else a toast
        const shown = Object.keys(fields).some((name) => SHOWN_FIELDS.has(name))
        if (!shown) void showToast('error', serverMessageOr(error, 'Failed to update profile'))
      },
    })
  }

  const field = (name: keyof ProfileForm) => ({
    intent: errors[name] ? ('danger' as const) : undefined,
    helperText: errors[name],
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <ProfilePhotoField
          user={user}
          imageUrl={form.image || null}
          onUploaded={(url) => set('image', url)}
          uploads={uploads}
        />
        <div className="profile-form-grid">
          <FormGroup label="First name" labelFor="profile-first-name" {...field('firstName')}>
            <InputGroup
              id="profile-first-name"
              value={form.firstName}
              maxLength={50}
              autoComplete="given-name"
              onValueChange={(value) => set('firstName', value)}
            />
          </FormGroup>
          <FormGroup label="Last name" labelFor="profile-last-name" {...field('lastName')}>
            <InputGroup
              id="profile-last-name"
              value={form.lastName}
              maxLength={50}
              autoComplete="family-name"
              onValueChange={(value) => set('lastName', value)}
            />
          </FormGroup>
          <FormGroup
            className="span-2"
            label="Email"
            labelFor="profile-email"
            helperText="Your email address cannot be changed."
          >
            <InputGroup id="profile-email" value={form.email} readOnly disabled />
          </FormGroup>
          <FormGroup
            label="Date of birth"
            labelFor="profile-dob"
            {...field('dateOfBirth')}
            helperText={errors.dateOfBirth ?? 'Day, month and year, e.g. 15.08.1998'}
          >
            <InputGroup
              id="profile-dob"
              value={form.dateOfBirth}
              placeholder="DD.MM.YYYY"
              inputMode="numeric"
              maxLength={10}
              autoComplete="bday"
              intent={errors.dateOfBirth ? 'danger' : undefined}
              onValueChange={(value) => set('dateOfBirth', formatDateOfBirthInput(value))}
            />
          </FormGroup>
          <FormGroup label="Contact number" labelFor="profile-contact" {...field('contactNumber')}>
            <InputGroup
              id="profile-contact"
              value={form.contactNumber}
              leftElement={<span className="profile-contact-prefix">+91</span>}
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              intent={errors.contactNumber ? 'danger' : undefined}
              onValueChange={(value) => set('contactNumber', sanitizeContactNumber(value))}
            />
          </FormGroup>
          <FormGroup label="Gender" labelFor="profile-gender" {...field('gender')}>
            <HTMLSelect
              id="profile-gender"
              fill
              value={form.gender}
              onChange={(event) => set('gender', event.target.value)}
            >
              <option value="">Select gender</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label="State"
            labelFor="profile-state"
            {...field('state')}
            helperText={errors.state ?? 'Where you live: the place of supply on your GST invoices'}
          >
            <HTMLSelect
              id="profile-state"
              fill
              value={form.state}
              onChange={(event) => set('state', event.target.value)}
            >
              <option value="">Select state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            className="span-2"
            label="About"
            labelFor="profile-about"
            {...field('about')}
            helperText={errors.about ?? `${form.about.length} / ${ABOUT_MAX_LENGTH}`}
          >
            <TextArea
              id="profile-about"
              fill
              rows={3}
              maxLength={ABOUT_MAX_LENGTH}
              value={form.about}
              placeholder="A line or two about you and the exams you are preparing for"
              onChange={(event) => set('about', event.target.value)}
            />
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              type="submit"
              intent="primary"
              text={waiting ? uploadingText(uploads.state.uploading) : 'Save Changes'}
              disabled={waiting}
              loading={update.isPending}
            />
          </>
        }
      />
    </form>
  )
}
