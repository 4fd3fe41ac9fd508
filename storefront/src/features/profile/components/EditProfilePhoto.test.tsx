import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, type FakeRequest } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { enrolledAnswer, enrolledCourse } from '../test/profile-fixtures.ts'
import ProfilePage from './ProfilePage.tsx'

const toasts = vi.hoisted(() => ({ showToast: vi.fn(), dismissToast: vi.fn() }))
vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  ...toasts,
}))

// The photo chosen in Edit Profile and Save Changes pressed before its upload is over: the
// upload's answer is the test's to give (or refuse) when it chooses.

vi.setConfig({ testTimeout: 30_000 })

const rohan = learner({ firstName: 'Rohan', lastName: 'Sharma', name: 'Rohan Sharma' })
const NEW_PHOTO = 'https://cdn.test/new.png'

function photoApi() {
  const calls = fakeApi({
    'GET /config': {
      body: {
        success: true,
        message: 'OK',
        data: { uploadPresets: { profile: 'p', course: 'c', bookPdf: 'b' } },
      },
    },
    'POST /auth/validate': signedInAs(rohan),
    'POST /profile/getEnrolledCourses': enrolledAnswer([enrolledCourse()]),
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
        uploadPreset: 'p',
        resourceType: 'image',
        type: 'upload',
      },
    },
    'PUT /profile/updateDisplayPicture': {
      body: { success: true, message: 'ok', data: { ...rohan, image: NEW_PHOTO } },
    },
    'PUT /profile/updateProfile': {
      body: { success: true, message: 'Profile Updated', user: rohan },
    },
  })
  // the transfer to the media host answers when the test says
  let answer!: { resolve: (response: Response) => void; reject: (error: unknown) => void }
  const answered = new Promise<Response>((resolve, reject) => (answer = { resolve, reject }))
  const fakeFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/media/upload/image') ? answered : fakeFetch(input, init)
  )
  return {
    calls,
    arrives: () =>
      answer.resolve(
        new Response(JSON.stringify({ secure_url: NEW_PHOTO, public_id: 'p1', format: 'png' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      ),
    fails: () => answer.reject(new TypeError('Failed to fetch')),
  }
}

const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => call.body)

async function choosePhotoAndSave() {
  renderRoute(
    <>
      <ProfilePage />
      <LocationProbe />
    </>,
    { at: '/home/user', path: '/home/user', routes: { '/home': <LocationProbe /> } }
  )
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' })
  const about = within(dialog).getByLabelText('About')
  await userEvent.type(about, 'Preparing for UPSC')
  await userEvent.upload(
    within(dialog).getByTestId('profile-photo-input'),
    new File([new Uint8Array(100)], 'me.png', { type: 'image/png' })
  )
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
  return dialog
}

beforeEach(() => {
  toasts.showToast.mockClear()
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 64, height: 64, close: vi.fn() }))
  )
})

describe('Edit Profile with a photo on its way', () => {
  it('Save Changes waits for the photo, then saves it with the rest', async () => {
    const api = photoApi()
    const dialog = await choosePhotoAndSave()

    expect(await within(dialog).findByRole('button', { name: 'Uploading photo...' })).toBeDisabled()
    expect(sent(api.calls, 'PUT', '/profile/updateProfile')).toEqual([])
    // typed while it waits: saved too
    await userEvent.type(within(dialog).getByLabelText('About'), ' prelims')

    api.arrives()
    await waitFor(() =>
      expect(sent(api.calls, 'PUT', '/profile/updateProfile')).toEqual([
        { about: 'Preparing for UPSC prelims', image: NEW_PHOTO },
      ])
    )
    expect(sent(api.calls, 'PUT', '/profile/updateDisplayPicture')).toEqual([
      { imageUrl: NEW_PHOTO },
    ])
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Profile Updated')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('a failed photo upload saves nothing, says so and keeps the dialog as typed', async () => {
    const api = photoApi()
    const dialog = await choosePhotoAndSave()
    api.fails()

    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith(
        'error',
        'Photo could not be uploaded (the server cannot be reached), so nothing was saved. Try the upload again or remove it.'
      )
    )
    expect(toasts.showToast).toHaveBeenCalledWith('error', 'Upload failed')
    expect(
      within(dialog).getByText('The photo could not be uploaded: the server cannot be reached')
    ).toBeVisible()
    expect(sent(api.calls, 'PUT', '/profile/updateProfile')).toEqual([])
    expect(within(dialog).getByLabelText('About')).toHaveValue('Preparing for UPSC')
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument()

    // without the photo, the rest is saved
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(sent(api.calls, 'PUT', '/profile/updateProfile')).toEqual([
        { about: 'Preparing for UPSC' },
      ])
    )
  })
})
