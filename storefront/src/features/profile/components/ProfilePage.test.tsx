import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../auth/index.ts'
import { fakeApi, SIGNED_OUT, type FakeAnswer, type FakeRequest } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { enrolledAnswer, enrolledCourse, material } from '../test/profile-fixtures.ts'
import ProfilePage from './ProfilePage.tsx'

const toasts = vi.hoisted(() => ({ showToast: vi.fn(), dismissToast: vi.fn() }))
vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  ...toasts,
}))

const rohan = learner({
  firstName: 'Rohan',
  lastName: 'Sharma',
  name: 'Rohan Sharma',
  contactNumber: '9876543210',
  createdAt: '2026-11-21T08:38:54.572Z',
})

/** A deployment that renamed its upload presets (UPLOAD_PRESET_*): uploads must use these. */
const CONFIG = {
  body: {
    success: true,
    message: 'OK',
    data: {
      uploadPresets: { profile: 'acme_avatars', course: 'acme_covers', bookPdf: 'acme_pdfs' },
    },
  },
}

function profileApi(user: User = rohan, extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'GET /config': CONFIG,
    'POST /auth/validate': signedInAs(user),
    'POST /profile/getEnrolledCourses': enrolledAnswer([enrolledCourse()]),
    ...extra,
  })
}

function renderProfile(at = '/home/user') {
  return renderRoute(
    <>
      <ProfilePage />
      <LocationProbe />
    </>,
    { at, path: '/home/user', routes: { '/home': <LocationProbe /> } }
  )
}

const calledWith = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path)

async function openEditDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }))
  return screen.findByRole('dialog', { name: 'Edit Profile' })
}

beforeEach(() => {
  toasts.showToast.mockClear()
})

describe('ProfilePage', () => {
  it("reads 'Loading...' until the user is known", () => {
    profileApi()
    renderProfile()
    // the first render, before validate has answered
    expect(screen.getByText('Loading...')).toBeInTheDocument()
  })

  it('shows who is signed in, with the counts', async () => {
    profileApi(learner({ ...rohan, materials: [material()] }))
    renderProfile()

    expect(await screen.findByRole('heading', { name: 'Rohan Sharma' })).toBeVisible()
    expect(screen.getByRole('img', { name: "Rohan Sharma's initials" })).toHaveTextContent('RS')
    expect(screen.getByText('Student')).toBeVisible()
    expect(screen.getByText('learner@pathshala.local')).toBeVisible()
    expect(screen.getByText('Joined 21 November 2026')).toBeVisible()
    expect(await screen.findByRole('tab', { name: 'Courses (1)' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Materials (1)' })).toBeVisible()
    const stats = screen.getByText('Courses enrolled').closest('dl')!
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((value) => value.textContent)
    ).toEqual(['1', '1'])
  })

  it('shows the photo when the user has one', async () => {
    profileApi(learner({ ...rohan, image: 'https://cdn.test/rohan.jpg' }))
    renderProfile()
    expect(
      await screen.findByRole('img', { name: "Rohan Sharma's profile photo" })
    ).toHaveAttribute('src', 'https://cdn.test/rohan.jpg')
  })

  it("lists enrolled courses with progress and 'Continue Learning'", async () => {
    profileApi()
    renderProfile()
    const card = (
      await screen.findByRole('heading', { name: 'Answer Writing for GS Mains' })
    ).closest('[role="listitem"]') as HTMLElement
    expect(within(card).getByText('1 / 3 lessons · 33%')).toBeVisible()
    expect(within(card).getByText('by Asha Verma')).toBeVisible()
    expect(within(card).getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/home/enrolled?id=c1'
    )
  })

  it("says 'No courses enrolled yet' with a way to the catalogue", async () => {
    profileApi(rohan, { 'POST /profile/getEnrolledCourses': enrolledAnswer([]) })
    renderProfile()
    expect(await screen.findByText('No courses enrolled yet')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/home/explore'
    )
    expect(screen.getByRole('tab', { name: 'Courses (0)' })).toBeVisible()
  })

  it("toasts 'Failed to fetch courses' when the list cannot load", async () => {
    profileApi(rohan, {
      'POST /profile/getEnrolledCourses': { status: 500, body: { success: false, message: 'x' } },
    })
    renderProfile()
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith('error', 'Failed to fetch courses')
    )
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible()
  })

  it("says 'No materials purchased yet' with a way to the store", async () => {
    profileApi()
    renderProfile()
    await userEvent.click(await screen.findByRole('tab', { name: 'Materials (0)' }))
    expect(screen.getByText('No materials purchased yet')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse Materials' })).toHaveAttribute(
      'href',
      '/home/store'
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/home/user?tab=materials')
  })

  it('lists the learner’s certificates in their own tab, kept in the URL', async () => {
    profileApi(rohan, {
      'GET /certificates': {
        body: {
          success: true,
          message: 'Certificates fetched successfully',
          data: [
            {
              id: 'K7M2Q9XW4HTR',
              status: 'valid',
              learnerName: 'Rohan Sharma',
              courseName: 'Indian Polity Foundation',
              courseId: 'course-1',
              issuedAt: '2026-11-21T08:38:54.572Z',
              withdrawnAt: null,
              verifyUrl: 'http://localhost/verify/K7M2Q9XW4HTR',
              pdfUrl: '/api/v1/certificates/K7M2Q9XW4HTR/pdf',
            },
          ],
          meta: {
            totalItems: 1,
            currentPage: 1,
            totalPages: 1,
            hasNextPage: false,
            hasPrevPage: false,
            limit: 100,
          },
        },
      },
    })
    renderProfile()
    await userEvent.click(await screen.findByRole('tab', { name: 'Certificates (1)' }))
    expect(await screen.findByRole('list', { name: 'Certificates' })).toBeVisible()
    expect(
      screen.getByRole('button', { name: 'Download the certificate for Indian Polity Foundation' })
    ).toHaveAttribute('href', '/api/v1/certificates/K7M2Q9XW4HTR/pdf')
    expect(screen.getByTestId('location')).toHaveTextContent('/home/user?tab=certificates')
  })

  it('downloads an owned material through the API', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const calls = profileApi(learner({ ...rohan, materials: [material()] }), {
      'GET /store/download/m1': {
        body: { success: true, message: 'ok', url: '/api/v1/media/download/t', expiresAt: '' },
      },
    })
    renderProfile('/home/user?tab=materials')
    await userEvent.click(await screen.findByRole('button', { name: 'Access Ethics Handbook' }))

    await waitFor(() => expect(click).toHaveBeenCalledOnce())
    expect(calledWith(calls, 'GET', '/store/download/m1')).toHaveLength(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/api/v1/media/download/t'
    )
  })

  it("toasts the server's reason when a download is refused", async () => {
    profileApi(learner({ ...rohan, materials: [material()] }), {
      'GET /store/download/m1': {
        status: 404,
        body: { success: false, message: 'This item has no file to download' },
      },
    })
    renderProfile('/home/user?tab=materials')
    await userEvent.click(await screen.findByRole('button', { name: 'Access Ethics Handbook' }))
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith('error', 'This item has no file to download')
    )
  })
})

describe('Edit Profile', () => {
  it('opens filled in from the profile, email read-only', async () => {
    profileApi(
      learner({
        ...rohan,
        additionalDetails: {
          dateOfBirth: '15.08.1998',
          contactNumber: '9876543210',
          about: 'Preparing for UPSC',
          gender: 'male',
          state: null,
        },
      })
    )
    renderProfile()
    const dialog = await openEditDialog()
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Rohan')
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Sharma')
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('15.08.1998')
    expect(within(dialog).getByLabelText('Contact number')).toHaveValue('9876543210')
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('male')
    expect(within(dialog).getByLabelText('About')).toHaveValue('Preparing for UPSC')
  })

  it("says 'No changes made' and sends nothing when nothing changed", async () => {
    const calls = profileApi()
    renderProfile()
    const dialog = await openEditDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(toasts.showToast).toHaveBeenCalledWith('info', 'No changes made')
    expect(calledWith(calls, 'PUT', '/profile/updateProfile')).toEqual([])
  })

  it('formats the date of birth as it is typed and keeps the contact number to digits', async () => {
    profileApi()
    renderProfile()
    const dialog = await openEditDialog()
    const dob = within(dialog).getByLabelText('Date of birth')
    await userEvent.type(dob, '1508199899')
    expect(dob).toHaveValue('15.08.1998')
    const contact = within(dialog).getByLabelText('Contact number')
    await userEvent.clear(contact)
    await userEvent.type(contact, '98-76 5x4321099')
    expect(contact).toHaveValue('9876543210')
  })

  it('refuses an impossible date before sending', async () => {
    const calls = profileApi()
    renderProfile()
    const dialog = await openEditDialog()
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '31022000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(
      within(dialog).getByText('Date of birth must be a real date written as DD.MM.YYYY')
    ).toBeVisible()
    expect(calledWith(calls, 'PUT', '/profile/updateProfile')).toEqual([])
  })

  it("sends only what changed, says 'Profile Updated', reloads the user and closes", async () => {
    const calls = profileApi(rohan, {
      'PUT /profile/updateProfile': {
        body: { success: true, message: 'Profile Updated', user: rohan },
      },
    })
    renderProfile()
    const dialog = await openEditDialog()
    const first = within(dialog).getByLabelText('First name')
    await userEvent.clear(first)
    await userEvent.type(first, 'Rohit')
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '15081998')
    await userEvent.selectOptions(within(dialog).getByLabelText('Gender'), 'male')
    const validations = calledWith(calls, 'POST', '/auth/validate').length
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    await waitFor(() =>
      expect(calledWith(calls, 'PUT', '/profile/updateProfile').map((call) => call.body)).toEqual([
        { firstName: 'Rohit', dateOfBirth: '15.08.1998', gender: 'male' },
      ])
    )
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Profile Updated')
    await waitFor(() =>
      expect(calledWith(calls, 'POST', '/auth/validate').length).toBeGreaterThan(validations)
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent('/home/user')
  })

  it("shows the server's message when saving fails", async () => {
    profileApi(rohan, {
      'PUT /profile/updateProfile': {
        status: 422,
        body: {
          success: false,
          message: 'Contact number must be exactly 10 digits',
          errors: [{ field: 'contactNumber', message: 'Contact number must be exactly 10 digits' }],
        },
      },
    })
    renderProfile()
    const dialog = await openEditDialog()
    await userEvent.type(within(dialog).getByLabelText('About'), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    // said once, under the field it is about: no toast repeats it
    expect(
      await within(dialog).findByText('Contact number must be exactly 10 digits')
    ).toBeVisible()
    expect(toasts.showToast).not.toHaveBeenCalledWith('error', expect.anything())
  })

  it("falls back to 'Failed to update profile'", async () => {
    profileApi(rohan, { 'PUT /profile/updateProfile': { status: 500 } })
    renderProfile()
    const dialog = await openEditDialog()
    await userEvent.type(within(dialog).getByLabelText('About'), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith('error', 'Failed to update profile')
    )
  })

  it('uploads a new photo: signature, upload, display picture, preview', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 64, height: 64, close: vi.fn() }))
    )
    const calls = profileApi(rohan, {
      'POST /generate/generateSignature': {
        body: {
          success: true,
          message: 'ok',
          timestamp: 1,
          signature: 'sig',
          apiKey: 'local',
          cloudName: 'local',
          uploadUrl: 'http://localhost/api/v1/media/upload/image',
          folder: 'pathshala/profile',
          uploadPreset: 'acme_avatars',
          resourceType: 'image',
          type: 'upload',
        },
      },
      'POST /media/upload/image': {
        body: { secure_url: 'https://cdn.test/new.png', public_id: 'p', format: 'png' },
      },
      'PUT /profile/updateDisplayPicture': {
        body: {
          success: true,
          message: 'ok',
          data: { ...rohan, image: 'https://cdn.test/new.png' },
        },
      },
    })
    renderProfile()
    const dialog = await openEditDialog()
    const photo = new File([new Uint8Array(100)], 'me.png', { type: 'image/png' })
    await userEvent.upload(within(dialog).getByTestId('profile-photo-input'), photo)

    expect(
      await within(dialog).findByRole('img', { name: "Rohan Sharma's profile photo" })
    ).toHaveAttribute('src', 'https://cdn.test/new.png')
    expect(calledWith(calls, 'POST', '/generate/generateSignature')[0]!.body).toEqual({
      uploadPreset: 'acme_avatars',
    })
    const upload = calledWith(calls, 'POST', '/media/upload/image')[0]!.body as FormData
    expect(upload.get('upload_preset')).toBe('acme_avatars')
    expect((upload.get('file') as File).name).toBe('me.png')
    expect(calledWith(calls, 'PUT', '/profile/updateDisplayPicture')[0]!.body).toEqual({
      imageUrl: 'https://cdn.test/new.png',
    })
  })

  it("says 'Upload failed' when the upload does not go through", async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 64, height: 64, close: vi.fn() }))
    )
    profileApi(rohan, {
      'POST /generate/generateSignature': { status: 500, body: { success: false, message: 'x' } },
    })
    renderProfile()
    const dialog = await openEditDialog()
    await userEvent.upload(
      within(dialog).getByTestId('profile-photo-input'),
      new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })
    )
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'Upload failed'))
  })

  it("says 'No file selected' when the picker closes without a file", async () => {
    profileApi()
    renderProfile()
    const dialog = await openEditDialog()
    const input = within(dialog).getByTestId('profile-photo-input')
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'No file selected'))
  })

  it('closes with Cancel', async () => {
    profileApi()
    renderProfile()
    const dialog = await openEditDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('Logout', () => {
  it('asks first, and Cancel keeps the session', async () => {
    const calls = profileApi()
    renderProfile()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' })
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calledWith(calls, 'POST', '/auth/logout')).toEqual([])
  })

  it('signs out with Yes and goes to /home', async () => {
    profileApi()
    renderProfile()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' })
    const calls = fakeApi({
      'POST /auth/logout': { body: { success: true, message: 'Logout successful' } },
      'POST /auth/validate': SIGNED_OUT,
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/))
    await waitFor(() => expect(calledWith(calls, 'POST', '/auth/logout')).toHaveLength(1))
  })
})
