import { cleanup, configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, type UploadedMedia } from '@pathshala/shared'
import { clearToasts } from '@pathshala/ui'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { answerWizardApi } from '../test/wizard-api.ts'

// The thumbnail's upload is the test's to finish or fail, when it chooses: compression and the
// transfer are stood in for, the rest of the wizard is real.
const transfer = vi.hoisted(() => ({
  settle: null as null | { resolve: (media: UploadedMedia) => void; reject: (e: unknown) => void },
  started: 0,
}))
vi.mock('../../media-upload/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../media-upload/index.ts')>()),
  compressImage: async (file: Blob) => file,
  useSignedUpload: () => ({
    upload: () =>
      new Promise<UploadedMedia>((resolve, reject) => {
        transfer.started += 1
        transfer.settle = { resolve, reject }
      }),
    progress: null,
    busy: false,
    cancel: () => undefined,
  }),
}))

const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 30_000 })
configure({ asyncUtilTimeout: 4000 })

const UPLOADED: UploadedMedia = {
  secure_url: 'https://media.test/courses/polity.png',
  public_id: 'courses/polity',
  format: 'png',
} as UploadedMedia

afterEach(async () => {
  cleanup()
  await clearToasts()
  transfer.settle = null
  transfer.started = 0
  window.history.replaceState(null, '', '/')
})

async function openWizardWithDetails() {
  window.history.replaceState(null, '', '/course/create')
  const bridge = fakeBridge({ user: testUser() })
  const api = answerWizardApi(bridge)
  renderApp(createDesktopPlatform(bridge, 'http://127.0.0.1:3333', vi.fn()))
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Course Name/, {}, SLOW), 'Indian Polity')
  await user.type(screen.getByLabelText(/Course Description/), 'The constitution in depth')
  await user.type(screen.getByLabelText(/^Price/), '1499')
  await waitFor(() => expect(screen.getByRole('option', { name: 'Polity' })).toBeInTheDocument())
  await user.selectOptions(screen.getByLabelText(/Category/), 'cat1')
  return { user, ...api }
}

const png = () => new File([new Uint8Array(64)], 'polity.png', { type: 'image/png' })

describe('course details with a thumbnail', () => {
  test('Save pressed while the thumbnail is still uploading waits for it and creates the course with it', async () => {
    const { user, server } = await openWizardWithDetails()
    await user.upload(screen.getByLabelText('Thumbnail'), png())
    await user.click(screen.getByRole('button', { name: 'Save' }))

    // the form stays, saying what it waits for; nothing is sent yet
    expect(await screen.findByRole('button', { name: 'Uploading thumbnail...' })).toBeDisabled()
    expect(screen.getByLabelText(/Course Name/)).toHaveValue('Indian Polity')
    expect(server.calls).toEqual([])

    await waitFor(() => expect(transfer.settle).not.toBeNull())
    transfer.settle!.resolve(UPLOADED)
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument()
    expect(server.calls.map((call) => call.name)).toEqual(['createCourse'])
    expect(server.calls[0]!.body).toMatchObject({
      courseName: 'Indian Polity',
      thumbnail: UPLOADED.secure_url,
    })
  })

  test('a failed upload saves nothing, says why where the field is and keeps every value', async () => {
    const { user, server } = await openWizardWithDetails()
    await user.upload(screen.getByLabelText('Thumbnail'), png())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(transfer.settle).not.toBeNull())
    transfer.settle!.reject(new ApiError(0, 'Network error'))

    expect(
      await screen.findByText(
        'Thumbnail could not be uploaded (the server cannot be reached), so nothing was saved. Try the upload again or remove it.'
      )
    ).toBeInTheDocument()
    expect(
      screen.getByText('The thumbnail could not be uploaded: the server cannot be reached')
    ).toBeInTheDocument()
    expect(server.calls).toEqual([])
    expect(screen.getByLabelText(/Course Name/)).toHaveValue('Indian Polity')
    expect(screen.getByLabelText(/Course Description/)).toHaveValue('The constitution in depth')
    expect(screen.getByLabelText(/^Price/)).toHaveValue('1499')
    expect(screen.getByLabelText(/Category/)).toHaveValue('cat1')

    // a second Save is refused too, until the upload is tried again (or removed)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText(/so nothing was saved/)).toHaveLength(2))
    expect(server.calls).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(transfer.started).toBe(2))
    transfer.settle!.resolve(UPLOADED)
    expect(await screen.findByRole('img', { name: 'Course thumbnail' })).toHaveAttribute(
      'src',
      UPLOADED.secure_url
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument()
    expect(server.calls[0]!.body).toMatchObject({ thumbnail: UPLOADED.secure_url })
  })

  test('removing a failed thumbnail lets the course be saved without one', async () => {
    const { user, server } = await openWizardWithDetails()
    await user.upload(screen.getByLabelText('Thumbnail'), png())
    await waitFor(() => expect(transfer.settle).not.toBeNull())
    transfer.settle!.reject(new ApiError(500, 'The media host refused the file'))
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument()
    expect(server.calls[0]!.body).toMatchObject({ courseName: 'Indian Polity' })
    expect((server.calls[0]!.body as { thumbnail?: string }).thumbnail ?? '').toBe('')
  })
})
