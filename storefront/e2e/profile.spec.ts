import { readFileSync } from 'node:fs'
import {
  createLearner,
  DEMO_LEARNER,
  expect,
  hasHorizontalOverflow,
  screenshot,
  screenshotEveryLook,
  setTheme,
  signInByApi,
  test,
  WIDTHS,
} from './support/index.ts'
import { gradientPng, OWNED_MATERIAL } from './learner-helpers.ts'

// The profile (/home/user): header, Courses and Materials tabs, Edit Profile, Logout.

test.describe('profile', () => {
  test('a learner edits the profile and changes the photo', async ({ page }) => {
    const account = await createLearner(page, { firstName: 'Meera', lastName: 'Nair' })
    await signInByApi(page, account)
    await page.goto('/home/user')
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Nair' })).toBeVisible()
    await expect(page.getByText('No courses enrolled yet')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Courses (0)' })).toBeVisible()

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email)
    await expect(dialog.getByLabel('Email')).not.toBeEditable()

    // nothing changed yet
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('No changes made')).toBeVisible()

    // a 1600 x 1200 picture is made 1000 px wide and at most 1 MB before it is uploaded
    const uploaded = page.waitForResponse((response) => response.url().includes('/media/upload/'))
    await dialog.getByTestId('profile-photo-input').setInputFiles({
      name: 'meera.png',
      mimeType: 'image/png',
      buffer: gradientPng(1600, 1200),
    })
    const upload = await uploaded
    const stored = (await upload.json()) as {
      bytes: number
      width: number
      height: number
      secure_url: string
    }
    expect(stored.bytes).toBeLessThanOrEqual(1_000_000)
    expect([stored.width, stored.height]).toEqual([1000, 750])
    // the new photo is shown, as the smallest of its copies that fits the avatar
    const photo = dialog.getByRole('img', { name: "Meera Nair's profile photo" })
    await expect(photo).toBeVisible()
    const uploadedId = stored.secure_url.replace(/\.[a-z]+$/, '')
    await expect
      .poll(() =>
        photo.evaluate((image: HTMLImageElement) => ({
          shown: image.currentSrc,
          loaded: image.complete && image.naturalWidth > 0,
        }))
      )
      .toEqual({ shown: `${uploadedId}-w320.webp`, loaded: true })

    await dialog.getByLabel('First name').fill('Meenakshi')
    await dialog.getByLabel('Date of birth').pressSequentially('15081998')
    await expect(dialog.getByLabel('Date of birth')).toHaveValue('15.08.1998')
    await dialog.getByLabel('Gender').selectOption('female')
    await dialog.getByLabel('About').fill('Preparing for the UPSC prelims.')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect(page.getByText('Profile Updated')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/home/user')
    await expect(page.getByRole('heading', { level: 1, name: 'Meenakshi Nair' })).toBeVisible()
    await expect(page.getByRole('img', { name: "Meenakshi Nair's profile photo" })).toBeVisible()

    // saved on the server: a reload shows the same
    await page.reload()
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await expect(dialog.getByLabel('First name')).toHaveValue('Meenakshi')
    await expect(dialog.getByLabel('Date of birth')).toHaveValue('15.08.1998')
    await expect(dialog.getByLabel('Gender')).toHaveValue('female')
    await expect(dialog.getByLabel('About')).toHaveValue('Preparing for the UPSC prelims.')
  })

  test('Logout asks first, then signs out and goes home', async ({ page }) => {
    const account = await createLearner(page, { firstName: 'Dev', lastName: 'Rao' })
    await signInByApi(page, account)
    await page.goto('/home/user')

    await page.getByRole('button', { name: 'Logout' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Logout' })
    await expect(confirm.getByText('Are you sure you want to logout?')).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(page).toHaveURL('/home/user')

    await page.getByRole('button', { name: 'Logout' }).click()
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/auth/logout'))
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(page).toHaveURL('/home')
    const logoutAnswer = await loggedOut
    expect(logoutAnswer.ok()).toBe(true)
    await page.goto('/home/user')
    await expect(page).toHaveURL('/login')
  })

  test('the demo learner downloads an owned material as a PDF', async ({ page }) => {
    await signInByApi(page, DEMO_LEARNER)
    await page.goto('/home/user')
    await page.getByRole('tab', { name: 'Materials (1)' }).click()
    await expect(page).toHaveURL('/home/user?tab=materials')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: `Access ${OWNED_MATERIAL}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${OWNED_MATERIAL}.pdf`)
    const file = readFileSync((await download.path())!)
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  test('the profile in every width and theme', async ({ page }) => {
    await signInByApi(page, DEMO_LEARNER)
    await page.goto('/home/user')
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await hasHorizontalOverflow(page), `overflow at ${width} px`).toBe(false)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await screenshotEveryLook(page, 'profile-courses')

    await page.goto('/home/user?tab=materials')
    await expect(page.getByRole('button', { name: `Access ${OWNED_MATERIAL}` })).toBeVisible()
    await screenshotEveryLook(page, 'profile-materials')

    // the dialog does not survive a reload: open it again for each look
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.getByRole('button', { name: 'Edit Profile' }).click()
        await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible()
        await screenshot(page, 'profile-edit')
        await page.getByRole('button', { name: 'Cancel' }).click()
        await expect(page.getByRole('dialog')).toBeHidden()
      }
    }
  })
})
