import { useRef, useState, type FormEvent } from 'react'
import { FormGroup, H2, InputGroup, Intent } from '@blueprintjs/core'
import { MobilePhone, NewPerson, Person } from '@blueprintjs/icons'
import {
  CONTACT_NUMBER_PREFIX,
  hasErrors,
  sanitizeContactNumber,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationForm,
} from '@pathshala/shared'
import { EmailField, FormSubmit, PasswordField, showToast } from '@pathshala/ui'
import { errorMessage } from '../api/errors.ts'
import { useSendOtp } from '../api/registration.ts'

export const EMPTY_REGISTRATION: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  contactNumber: '',
}

type Field = keyof RegistrationForm

// In the order they appear, so the first invalid one gets the focus.
const FIELD_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'contactNumber',
]

const inputId = (field: Field) => `register-${field}`
const errorId = (field: Field) => `register-${field}-error`

interface RegisterFormProps {
  /** The values to start from: kept when the learner comes back from the code step. */
  initial: RegistrationForm
  onCodeSent: (registration: RegistrationForm) => void
}

/**
 * The Register tab: checks every field (docs/screens/learner.md#register-tab), then mails the
 * sign-up code.
 */
export function RegisterForm({ initial, onCodeSent }: RegisterFormProps) {
  const [form, setForm] = useState<RegistrationForm>(initial)
  const [errors, setErrors] = useState<RegistrationErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const sendOtp = useSendOtp()
  const formRef = useRef<HTMLFormElement>(null)

  function edit(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }))
    // A field's error clears as soon as it is edited (docs/screens/learner.md#register-tab).
    setErrors(({ [field]: _cleared, ...rest }) => rest)
    setServerError(null)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateRegistration(form)
    setErrors(found)
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#${inputId(first)}`)?.focus()
      return
    }
    const registration = { ...form, email: form.email.trim() }
    sendOtp.mutate(registration.email, {
      onSuccess: () => {
        void showToast('success', 'OTP sent to email')
        onCodeSent(registration)
      },
      onError: (failure) => setServerError(errorMessage(failure)),
    })
  }

  const fieldProps = (field: Field) => ({
    intent: errors[field] ? Intent.DANGER : undefined,
    helperText: errors[field] ? <span id={errorId(field)}>{errors[field]}</span> : undefined,
  })
  const describedBy = (field: Field) => (errors[field] ? errorId(field) : undefined)
  // What every text box of the form carries: its id, value, edits and error state.
  const inputProps = (field: Field) => ({
    'id': inputId(field),
    'value': form[field],
    'onValueChange': (value: string) => edit(field, value),
    'intent': errors[field] ? Intent.DANGER : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  })
  const passwordProps = (field: 'password' | 'confirmPassword') => ({
    id: inputId(field),
    value: form[field],
    onValueChange: (value: string) => edit(field, value),
    error: errors[field],
  })

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="register-heading">
      <H2 id="register-heading" className="auth-heading">
        Create Account
      </H2>
      <p className="auth-subtitle">Fill in your information to get started</p>

      <div className="auth-field-pair">
        <FormGroup label="First Name" labelFor={inputId('firstName')} {...fieldProps('firstName')}>
          <InputGroup
            {...inputProps('firstName')}
            size="large"
            leftIcon={<Person />}
            autoComplete="given-name"
            placeholder="First name"
          />
        </FormGroup>
        <FormGroup label="Last Name" labelFor={inputId('lastName')} {...fieldProps('lastName')}>
          <InputGroup
            {...inputProps('lastName')}
            size="large"
            leftIcon={<Person />}
            autoComplete="family-name"
            placeholder="Last name"
          />
        </FormGroup>
      </div>

      <EmailField
        id={inputId('email')}
        label="Email Address"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.email}
        onValueChange={(value) => edit('email', value)}
        error={errors.email}
      />

      <div className="auth-field-pair">
        <PasswordField
          {...passwordProps('password')}
          label="Password"
          autoComplete="new-password"
          placeholder="Min. 6 characters"
        />
        <PasswordField
          {...passwordProps('confirmPassword')}
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Repeat password"
        />
      </div>

      <FormGroup
        label="Contact Number"
        labelFor={inputId('contactNumber')}
        {...fieldProps('contactNumber')}
      >
        <InputGroup
          id={inputId('contactNumber')}
          size="large"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          leftElement={
            <span className="contact-prefix" aria-hidden="true">
              <MobilePhone size={14} />
              {CONTACT_NUMBER_PREFIX}
            </span>
          }
          value={form.contactNumber}
          onValueChange={(value) => edit('contactNumber', sanitizeContactNumber(value))}
          intent={errors.contactNumber ? Intent.DANGER : undefined}
          aria-invalid={errors.contactNumber ? true : undefined}
          aria-describedby={[describedBy('contactNumber'), 'register-contactNumber-hint']
            .filter(Boolean)
            .join(' ')}
        />
        <span id="register-contactNumber-hint" className="visually-hidden">
          Indian mobile number; the {CONTACT_NUMBER_PREFIX} prefix is added for you
        </span>
      </FormGroup>

      <FormSubmit
        messageClassName="auth-message-slot"
        message={serverError}
        icon={<NewPerson />}
        pending={sendOtp.isPending}
        text="Create Account"
        pendingText="Sending OTP..."
      />
    </form>
  )
}
