import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import { downloadFileName } from '#store/services/store_download_service'
import { BASE_URL, fetchUrl, pdfDocument, withCleanMedia } from './helpers.js'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** A store item whose PDF really is in local storage. */
async function statusOf(url: string) {
  const response = await fetchUrl(url)
  return response.status
}

async function itemWithPdf(fields: Record<string, unknown> = {}, states: string[] = []) {
  const bytes = pdfDocument('Download me')
  const pdf = await localMediaStorage().storeLocalFile({
    resourceType: 'raw',
    folder: 'pathshala/books',
    data: bytes,
  })
  let factory = StoreItemFactory.merge({
    title: 'Indian Polity: Notes/2026',
    pdfPublicId: pdf.public_id,
    pdfFormat: 'pdf',
    ...fields,
  })
  for (const state of states) factory = factory.apply(state as 'draft')
  return { item: await factory.create(), bytes }
}

test.group('GET /api/v1/store/download/:id', (group) => {
  withCleanDatabase(group)
  withCleanMedia(group)

  test('gives an owner a short-lived link that streams the PDF', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const { item, bytes } = await itemWithPdf()
    await PurchaseFactory.merge({ userId: owner.id, storeItemId: item.id }).create()

    const response = await client.get(`/api/v1/store/download/${item.id}`).loginAs(owner)

    response.assertStatus(200)
    const { success, url, expiresAt } = response.body()
    assert.isTrue(success)
    assert.match(url, new RegExp(`^${BASE_URL}/api/v1/media/download/[\\w-]+\\.[\\w-]+$`))
    assert.approximately(new Date(expiresAt).getTime(), Date.now() + 300_000, 5000)
    assert.notInclude(url, item.pdfPublicId!)

    const file = await fetchUrl(url)
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'application/pdf')
    assert.equal(
      file.headers.get('content-disposition'),
      'attachment; filename="Indian Polity Notes 2026.pdf"'
    )
    assert.equal(file.headers.get('cache-control'), 'private, no-store')
    assert.isTrue(file.bytes.equals(bytes))
  })

  test('lets admins download any item, owned or not', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const { item } = await itemWithPdf({}, ['draft'])

    const response = await client
      .get(`/api/v1/store/download/${item.id}`)
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(200)
    assert.equal(await statusOf(response.body().url), 200)
  })

  test('keeps working for owners after the item is deleted or unpublished', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const { item: deleted } = await itemWithPdf({}, ['deleted'])
    const { item: archived } = await itemWithPdf({}, ['archived'])
    for (const item of [deleted, archived]) {
      await PurchaseFactory.merge({ userId: owner.id, storeItemId: item.id }).create()
      const response = await client.get(`/api/v1/store/download/${item.id}`).loginAs(owner)
      response.assertStatus(200)
      assert.equal(await statusOf(response.body().url), 200)
    }
  })

  test('a browser navigating there is redirected to the link', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const { item } = await itemWithPdf()
    await PurchaseFactory.merge({ userId: owner.id, storeItemId: item.id }).create()

    const response = await client
      .get(`/api/v1/store/download/${item.id}`)
      .header('accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .redirects(0)
      .loginAs(owner)

    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /\/api\/v1\/media\/download\//)
  })

  test('401 for a visitor, 403 for a learner who does not own it, 404 for unknown', async ({
    client,
  }) => {
    const learner = await UserFactory.create()
    const { item } = await itemWithPdf()
    const { item: draft } = await itemWithPdf({}, ['draft'])

    const visitor = await client.get(`/api/v1/store/download/${item.id}`)
    visitor.assertStatus(401)
    visitor.assertBody({ success: false, message: 'Please sign in to continue' })

    const notOwner = await client.get(`/api/v1/store/download/${item.id}`).loginAs(learner)
    notOwner.assertStatus(403)
    notOwner.assertBody({ success: false, message: 'Buy this item to download it' })

    for (const id of [UNKNOWN_ID, 'abc', draft.id]) {
      const response = await client.get(`/api/v1/store/download/${id}`).loginAs(learner)
      response.assertStatus(404)
    }
  })

  test('another learner’s purchase does not open it', async ({ client }) => {
    const buyer = await UserFactory.create()
    const learner = await UserFactory.create()
    const { item } = await itemWithPdf()
    await PurchaseFactory.merge({ userId: buyer.id, storeItemId: item.id }).create()

    const response = await client.get(`/api/v1/store/download/${item.id}`).loginAs(learner)

    response.assertStatus(403)
  })

  test('expired and tampered links are refused', async ({ assert }) => {
    const storage = localMediaStorage()
    const { item } = await itemWithPdf()
    const options = { expiresInSeconds: 300, fileName: 'notes.pdf' }

    const expired = storage.privateDownloadUrl(item.pdfPublicId!, 'pdf', {
      ...options,
      expiresInSeconds: -1,
    })
    const old = await fetchUrl(expired.url)
    assert.equal(old.status, 403)
    assert.equal(
      JSON.parse(old.bytes.toString()).message,
      'This download link has expired; ask for a new one'
    )

    const good = storage.privateDownloadUrl(item.pdfPublicId!, 'pdf', options)
    const token = good.url.split('/').pop()!
    const [payload, mac] = token.split('.')

    // another file's id in the payload, the old MAC
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 })).toString(
      'base64url'
    )
    const flippedMac = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [
      `${forged}.${mac}`,
      `${payload}.${flippedMac}`,
      `${payload}.${mac}.x`,
      payload,
      'junk',
    ]) {
      const response = await fetchUrl(`${BASE_URL}/api/v1/media/download/${bad}`)
      assert.equal(response.status, 403, bad)
      assert.notInclude(response.bytes.toString('latin1'), '%PDF')
    }

    assert.equal(await statusOf(good.url), 200)
  })

  test('a valid link to a file that is gone answers 404', async ({ assert }) => {
    const storage = localMediaStorage()
    const { item } = await itemWithPdf()
    const link = storage.privateDownloadUrl(item.pdfPublicId!, 'pdf', {
      expiresInSeconds: 60,
      fileName: 'x.pdf',
    })
    await rm(storage.rawFilePath(item.pdfPublicId!)!)

    assert.equal(await statusOf(link.url), 404)
  })

  test('file names keep the title and drop what file systems refuse', ({ assert }) => {
    assert.equal(downloadFileName('Polity: Part 1/2', 'pdf'), 'Polity Part 1 2.pdf')
    assert.equal(downloadFileName('भारतीय राजव्यवस्था', null), 'भारतीय राजव्यवस्था.pdf')
    assert.equal(downloadFileName('???', 'pdf'), 'download.pdf')
  })
})
