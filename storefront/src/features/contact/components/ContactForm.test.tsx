import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { showToast } from '@pathshala/ui'
import { ContactForm } from './ContactForm.tsx'

vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  showToast: vi.fn(),
}))

const SENT = { status: 200, body: { success: true, message: 'Message sent successfully!' } }

beforeEach(() => {
  vi.mocked(showToast).mockClear()
})

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Asha Verma')
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com')
  await user.selectOptions(screen.getByLabelText(/Subject/), 'courses')
  await user.type(screen.getByLabelText(/Message/), 'Is there a CSAT course?')
}

const errorToasts = () => vi.mocked(showToast).mock.calls.filter(([kind]) => kind === 'error')

const contactCalls = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/contact/contactus')

describe('ContactForm', () => {
  it('checks the required fields before sending anything', async () => {
    const calls = fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await user.type(screen.getByLabelText(/Full name/), 'Asha Verma')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill out all required fields.'
    )
    // said once, in the form: no toast repeats it
    expect(errorToasts()).toEqual([])
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'false')
    expect(contactCalls(calls)).toHaveLength(0)
  })

  it('rejects a malformed email with the shared message', async () => {
    const calls = fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await fillIn(user)
    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), 'asha@example')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address')
    expect(contactCalls(calls)).toHaveLength(0)
  })

  it('posts the message, says so in the form and in a toast, and clears the form', async () => {
    const calls = fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /contact/contactus': SENT })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await fillIn(user)
    await user.type(screen.getByLabelText(/Phone number/), '98120abc45678')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'Message sent successfully!')
    )
    expect(contactCalls(calls)[0]?.body).toEqual({
      fullname: 'Asha Verma',
      email: 'asha@example.com',
      phoneNo: '9812045678',
      subject: 'courses',
      message: 'Is there a CSAT course?',
    })
    expect(screen.getByLabelText(/Full name/)).toHaveValue('')
    expect(screen.getByLabelText(/Message/)).toHaveValue('')
    expect(screen.getByLabelText(/Subject/)).toHaveValue('')
    // where the learner is looking: in place of the button's surroundings, not only at the top
    const done = screen.getByRole('status')
    expect(done).toHaveTextContent('Message sent successfully!')
    expect(done.closest('form')).not.toBeNull()
    // the button was disabled while sending: the focus stays in the form, on the note
    await waitFor(() => expect(done.firstElementChild).toHaveFocus())
  })

  it('takes the success note away once a new message is started', async () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /contact/contactus': SENT })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!')
    await user.type(screen.getByLabelText(/Message/), 'One more question')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows the server’s message and marks the field it names', async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /contact/contactus': {
        status: 422,
        body: {
          success: false,
          message: 'Phone number must contain only digits, spaces, + and -',
          errors: [
            { field: 'phoneNo', message: 'Phone number must contain only digits, spaces, + and -' },
          ],
        },
      },
    })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await fillIn(user)
    await user.type(screen.getByLabelText(/Phone number/), '12')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Phone number must contain only digits, spaces, + and -'
    )
    expect(errorToasts()).toEqual([])
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true')
    // nothing is lost: the learner can correct the number and send again
    expect(screen.getByLabelText(/Message/)).toHaveValue('Is there a CSAT course?')
  })

  it("says 'Failed to send message.' when the server says no without a reason", async () => {
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /contact/contactus': { status: 200, body: { success: false, message: '' } },
    })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message.')
    expect(errorToasts()).toEqual([])
  })

  it("says 'Something went wrong. Please try again.' when the network fails", async () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT })
    const user = userEvent.setup()
    renderRoute(<ContactForm />, { at: '/home/contact' })
    await fillIn(user)
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.'
    )
    expect(errorToasts()).toEqual([])
  })

  it('fills in name and email for a signed-in learner', async () => {
    fakeApi({ 'POST /auth/validate': signedInAs(learner()) })
    renderRoute(<ContactForm />, { at: '/home/contact' })

    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Demo Learner'))
    expect(screen.getByLabelText(/^Email/)).toHaveValue('learner@pathshala.local')
  })
})
