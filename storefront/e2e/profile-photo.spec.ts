import type { Page } from '@playwright/test'
import { apiPost, createLearner, expect, signInByApi, test } from './support/index.ts'
import { gradientPng } from './learner-helpers.ts'

// Edit Profile with a photo chosen and Save Changes pressed in the same instant: the save waits
// for the photo and keeps it; a photo whose upload fails saves nothing and keeps the dialog.

async function openEditProfile(page: Page, firstName: string) {
  const account = await createLearner(page, { firstName, lastName: 'Rao' })
  await signInByApi(page, account)
  await page.goto('/home/user')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email)
  return dialog
}

async function signedInUser(page: Page) {
  const answer = await apiPost(page, '/auth/validate', {})
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { user: { image: string | null; firstName: string } }).user
}

test.describe('profile photo and Save Changes', () => {
  test('a photo chosen and saved at once is uploaded first and kept', async ({ page }) => {
    const dialog = await openEditProfile(page, 'Ishaan')
    await dialog.getByLabel('First name').fill('Ishan')
    await dialog.getByTestId('profile-photo-input').setInputFiles({
      name: 'ishan.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 360),
    })
    // no wait: Save Changes in the same instant
    await dialog.getByRole('button', { name: /Save Changes|Uploading photo/ }).click()

    await expect(page.getByText('Profile Updated')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('img', { name: "Ishan Rao's profile photo" })).toBeVisible()
    const user = await signedInUser(page)
    expect(user.firstName).toBe('Ishan')
    expect(user.image).toMatch(/^http/)
  })

  test('a photo whose upload fails saves nothing, says so and keeps what was typed', async ({
    page,
  }) => {
    const dialog = await openEditProfile(page, 'Farah')
    await page.route('**/api/v1/media/upload/**', (route) => route.abort())
    await dialog.getByLabel('About').fill('Preparing for the state PCS.')
    await dialog.getByTestId('profile-photo-input').setInputFiles({
      name: 'farah.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 360),
    })
    await dialog.getByRole('button', { name: /Save Changes|Uploading photo/ }).click()

    await expect(
      page.getByText(/Photo could not be uploaded \(.+\), so nothing was saved/)
    ).toBeVisible()
    await expect(dialog.getByText(/The photo could not be uploaded: /)).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('About')).toHaveValue('Preparing for the state PCS.')
    await expect(page.getByText('Profile Updated')).toBeHidden()
    const user = await signedInUser(page)
    expect(user.image).toBeNull()

    // once the upload goes through, the same choice is saved with the rest
    await page.unroute('**/api/v1/media/upload/**')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog.getByText(/The photo could not be uploaded: /)).toBeHidden()
    await dialog.getByRole('button', { name: /Save Changes|Uploading photo/ }).click()
    await expect(page.getByText('Profile Updated')).toBeVisible()
    const saved = await signedInUser(page)
    expect(saved.image).toMatch(/^http/)
  })
})
