import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core'
import { SendMessage, TickCircle } from '@blueprintjs/icons'
import { fieldErrorMap, isApiError, validateContactForm, MESSAGES } from '@pathshala/shared'
import { useCurrentUser } from '../../auth/index.ts'
import { displayNameOf } from '../../shell/index.ts'
import { showToast } from '@pathshala/ui'
import { useSendContactMessage } from '../api/send-contact-message.ts'
import {
  CONTACT_MESSAGES,
  cleanPhoneInput,
  contactFailureMessage,
  emptyContactForm,
  MESSAGE_MAX_LENGTH,
  missingRequiredFields,
  PHONE_MAX_LENGTH,
  SUBJECT_OPTIONS,
  toContactRequest,
  type ContactField,
  type ContactFormValues,
} from '../lib/contact-form.ts'

type FieldErrors = Partial<Record<ContactField, string>>

const REQUIRED = '(required)'

/** The enquiry form: checked in the browser first, then sent to the API. */
export function ContactForm() {
  const { data: user } = useCurrentUser()
  const sender = user ? { name: displayNameOf(user), email: user.email } : null
  const [form, setForm] = useState<ContactFormValues>(() => emptyContactForm(sender))
  const [problem, setProblem] = useState<string | null>(null)
  // said beside the button as well as in the toast: the learner is looking here, not at the top
  const [sent, setSent] = useState(false)
  const sentNote = useRef<HTMLDivElement>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const send = useSendContactMessage()

  // A learner whose session is confirmed after the page opened still gets name and email filled.
  const senderName = sender?.name
  const senderEmail = sender?.email
  useEffect(() => {
    if (!senderEmail) return
    setForm((current) =>
      current.fullname === '' && current.email === ''
        ? { ...current, fullname: senderName ?? '', email: senderEmail }
        : current
    )
  }, [senderName, senderEmail])

  function update(field: ContactField, value: string) {
    setForm((current) => ({ ...current, [field]: value }))
    // a new message is on its way: the note about the last one goes
    setSent(false)
    // An edited field is no longer marked; the summary goes once every marked field was edited.
    if (!fieldErrors[field]) return
    const remaining = { ...fieldErrors }
    delete remaining[field]
    setFieldErrors(remaining)
    if (Object.keys(remaining).length === 0) setProblem(null)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (send.isPending) return
    setSent(false)
    const invalid = validateContactForm(form)
    if (invalid) {
      const errors: FieldErrors = {}
      if (invalid === MESSAGES.contactRequiredFields) {
        for (const field of missingRequiredFields(form)) errors[field] = 'Required'
      } else {
        errors.email = invalid
      }
      // said once, in the form: no toast repeats it
      setFieldErrors(errors)
      setProblem(invalid)
      return
    }

    setProblem(null)
    setFieldErrors({})
    send.mutate(toContactRequest(form), {
      onSuccess: () => {
        void showToast('success', CONTACT_MESSAGES.sent)
        setForm(emptyContactForm(sender))
        setSent(true)
      },
      onError: (error) => {
        if (isApiError(error)) setFieldErrors(fieldErrorMap(error.errors) as FieldErrors)
        setProblem(contactFailureMessage(error))
      },
    })
  }

  // the button was disabled while sending, which drops the focus: it goes to the note instead,
  // so the keyboard stays in the form and a screen reader reads what happened
  useEffect(() => {
    if (sent) sentNote.current?.focus()
  }, [sent])

  const intentOf = (field: ContactField) => (fieldErrors[field] ? 'danger' : 'none')

  return (
    <form
      className="contact-form"
      onSubmit={submit}
      noValidate
      aria-describedby="contact-form-note"
    >
      <p className="contact-form__note" id="contact-form-note">
        Fields marked required must be filled in. We usually reply within one working day.
      </p>
      <div className="contact-form__row">
        <FormGroup
          label="Full name"
          labelFor="contact-fullname"
          labelInfo={REQUIRED}
          intent={intentOf('fullname')}
          helperText={fieldErrors.fullname}
        >
          <InputGroup
            id="contact-fullname"
            name="fullname"
            autoComplete="name"
            value={form.fullname}
            onValueChange={(value) => update('fullname', value)}
            intent={intentOf('fullname')}
            aria-invalid={Boolean(fieldErrors.fullname)}
            maxLength={100}
            required
          />
        </FormGroup>
        <FormGroup
          label="Email"
          labelFor="contact-email"
          labelInfo={REQUIRED}
          intent={intentOf('email')}
          helperText={fieldErrors.email}
        >
          <InputGroup
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onValueChange={(value) => update('email', value)}
            intent={intentOf('email')}
            aria-invalid={Boolean(fieldErrors.email)}
            maxLength={254}
            required
          />
        </FormGroup>
      </div>
      <div className="contact-form__row">
        <FormGroup
          label="Phone number"
          labelFor="contact-phone"
          labelInfo="(optional)"
          intent={intentOf('phoneNo')}
          helperText={fieldErrors.phoneNo}
        >
          <InputGroup
            id="contact-phone"
            name="phoneNo"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            value={form.phoneNo}
            onValueChange={(value) => update('phoneNo', cleanPhoneInput(value))}
            intent={intentOf('phoneNo')}
            aria-invalid={Boolean(fieldErrors.phoneNo)}
            maxLength={PHONE_MAX_LENGTH}
          />
        </FormGroup>
        <FormGroup
          label="Subject"
          labelFor="contact-subject"
          labelInfo={REQUIRED}
          intent={intentOf('subject')}
          helperText={fieldErrors.subject}
        >
          <HTMLSelect
            id="contact-subject"
            name="subject"
            fill
            value={form.subject}
            onChange={(event) => update('subject', event.currentTarget.value)}
            aria-invalid={Boolean(fieldErrors.subject)}
            className={fieldErrors.subject ? 'contact-form__select--invalid' : undefined}
            required
          >
            <option value="">Choose a subject</option>
            {SUBJECT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <FormGroup
        label="Message"
        labelFor="contact-message"
        labelInfo={REQUIRED}
        intent={intentOf('message')}
        helperText={
          fieldErrors.message ?? `${form.message.length} / ${MESSAGE_MAX_LENGTH} characters`
        }
      >
        <TextArea
          id="contact-message"
          name="message"
          fill
          rows={6}
          value={form.message}
          onChange={(event) => update('message', event.currentTarget.value)}
          intent={intentOf('message')}
          aria-invalid={Boolean(fieldErrors.message)}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Tell us how we can help"
          required
        />
      </FormGroup>
      {problem && (
        <Callout intent="danger" role="alert" className="contact-form__problem" compact>
          {problem}
        </Callout>
      )}
      <div role="status" className="contact-form__sent-slot">
        {sent && (
          <div ref={sentNote} tabIndex={-1} className="contact-form__sent">
            <Callout intent="success" icon={<TickCircle />} compact>
              <strong>{CONTACT_MESSAGES.sent}</strong> {CONTACT_MESSAGES.sentDetail}
            </Callout>
          </div>
        )}
      </div>
      <Button
        type="submit"
        intent="primary"
        size="large"
        icon={<SendMessage />}
        text={send.isPending ? 'Sending...' : 'Send Message'}
        disabled={send.isPending}
        className="contact-form__submit"
      />
    </form>
  )
}
