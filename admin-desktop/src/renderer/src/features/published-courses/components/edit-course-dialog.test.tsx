import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, type UploadedMedia } from '@pathshala/shared'
import type { BuilderCourse } from '../../course-wizard/index.ts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { EditCourseDialog } from './EditCourseDialog.tsx'

// The image's preparation and its transfer are the test's to finish or fail, when it chooses.
const media = vi.hoisted(() => ({
  prepared: [] as Array<(file: Blob) => void>,
  sent: [] as Array<{ resolve: (media: UploadedMedia) => void; reject: (e: unknown) => void }>,
}))
vi.mock('../../media-upload/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../media-upload/index.ts')>()),
  compressImage: (file: Blob) =>
    new Promise<Blob>((resolve) => media.prepared.push(() => resolve(file))),
  useSignedUpload: () => ({
    upload: () =>
      new Promise<UploadedMedia>((resolve, reject) => media.sent.push({ resolve, reject })),
    progress: null,
    busy: false,
    cancel: () => undefined,
  }),
}))

vi.setConfig({ testTimeout: 20_000 })

const COURSE = {
  _id: 'c1',
  courseName: 'Indian Polity',
  courseDescription: 'The Constitution',
  thumbnail: null,
  price: 1499,
  category: 'cat1',
  whatYouWillLearn: 'Rights',
  tag: ['polity'],
  instructions: ['Watch in order'],
  couponCode: null,
  issuesCertificate: true,
} as unknown as BuilderCourse

const UPLOADED = { secure_url: 'https://media.test/polity.png' } as UploadedMedia

afterEach(() => {
  media.prepared.length = 0
  media.sent.length = 0
})

function openDialog() {
  const onSave = vi.fn(async () => undefined)
  render(
    <EditCourseDialog
      course={COURSE}
      categories={[{ _id: 'cat1', name: 'Polity' } as never]}
      isOpen
      saving={false}
      onClose={vi.fn()}
      onSave={onSave}
    />
  )
  return onSave
}

async function chooseImageAndSave() {
  const user = userEvent.setup()
  await user.clear(screen.getByLabelText('Course Name'))
  await user.type(screen.getByLabelText('Course Name'), 'Indian Polity 2027')
  await user.upload(
    screen.getByLabelText('Thumbnail'),
    new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' })
  )
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  return user
}

describe('Edit course details with a new thumbnail', () => {
  test('Save pressed at once saves the course with the uploaded image, and only once', async () => {
    const onSave = openDialog()
    const user = await chooseImageAndSave()
    await waitFor(() => expect(media.prepared).toHaveLength(1))
    // pressed again while the image is still being prepared: still one upload, one save
    await user.click(screen.getByRole('button', { name: /Save changes/ }))
    media.prepared[0]!(new Blob())
    await waitFor(() => expect(media.sent).toHaveLength(1))
    expect(onSave).not.toHaveBeenCalled()
    // typed while the image goes up: saved too
    await user.type(screen.getByLabelText('Coupon Code'), 'SAVE10')

    media.sent[0]!.resolve(UPLOADED)
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        courseName: 'Indian Polity 2027',
        couponCode: 'SAVE10',
        thumbnail: UPLOADED.secure_url,
      })
    )
    expect(media.prepared).toHaveLength(1)
  })

  test('the certificate switch is saved with the details', async () => {
    const onSave = openDialog()
    const user = userEvent.setup()
    const certificate = screen.getByRole('checkbox', { name: 'Issue a certificate of completion' })
    expect(certificate).toBeChecked()
    await user.click(certificate)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ issuesCertificate: false }))
  })

  test('a failed upload saves nothing, says so and keeps the fields', async () => {
    const onSave = openDialog()
    await chooseImageAndSave()
    await waitFor(() => expect(media.prepared).toHaveLength(1))
    media.prepared[0]!(new Blob())
    await waitFor(() => expect(media.sent).toHaveLength(1))
    media.sent[0]!.reject(new ApiError(0, 'Network error'))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The thumbnail could not be uploaded: the server cannot be reached'
    )
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Course Name')).toHaveValue('Indian Polity 2027')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  })
})
