import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { v2 as cloudinary } from 'cloudinary'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { signParams, signaturesMatch } from '#media/services/cloudinary_signature'
import CloudinaryMediaStorage from '#media/services/cloudinary_media_storage'
import { useMediaStorage } from '#media/services/main'
import { PRESETS, SIGNATURE_PATH, fetchUrl, pdfDocument } from './helpers.js'

const ACCOUNT = {
  cloudName: 'pathshala-demo',
  apiKey: '873245192384',
  apiSecret: 'stand-in-secret',
}
const PDF = pdfDocument('Served by the stand-in')

/**
 * A stand-in for what Cloudinary does with the links this API makes: its
 * private download endpoint checks the signature (all query parameters but
 * signature and api_key, signed with the account's secret) and the expiry,
 * then sends the authenticated raw file.
 */
function cloudinaryStandIn() {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://stand-in')
    requests.push(url)
    const expected = `/v1_1/${ACCOUNT.cloudName}/raw/download`
    const params = Object.fromEntries(url.searchParams)
    const { signature, api_key: apiKey, ...signed } = params
    const valid =
      url.pathname === expected &&
      apiKey === ACCOUNT.apiKey &&
      signaturesMatch(signParams(signed, ACCOUNT.apiSecret), signature) &&
      Number(params.expires_at) * 1000 > Date.now() &&
      params.type === 'authenticated'
    if (!valid) {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'Invalid signature or expired link' } }))
      return
    }
    response.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
    })
    response.end(PDF)
  })
  return { server, requests }
}

test.group('Cloudinary mode (CLOUDINARY_URL set), against a stand-in', (group) => {
  withCleanDatabase(group)
  let server: Server
  let prefix: string
  let requests: URL[]

  group.setup(async () => {
    const standIn = cloudinaryStandIn()
    server = standIn.server
    requests = standIn.requests
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    prefix = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    useMediaStorage(new CloudinaryMediaStorage({ ...ACCOUNT, uploadPrefix: prefix }))
    return async () => {
      useMediaStorage(undefined)
      await new Promise((resolve) => server.close(resolve))
    }
  })

  test('generateSignature signs for Cloudinary with the account', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.bookPdf, resourceType: 'raw' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.equal(
      body.signature,
      cloudinary.utils.api_sign_request(
        { timestamp: body.timestamp, upload_preset: PRESETS.bookPdf },
        ACCOUNT.apiSecret
      )
    )
    assert.include(body, {
      apiKey: ACCOUNT.apiKey,
      cloudName: ACCOUNT.cloudName,
      uploadUrl: `${prefix}/v1_1/${ACCOUNT.cloudName}/raw/upload`,
      folder: 'pathshala/books',
      uploadPreset: PRESETS.bookPdf,
      resourceType: 'raw',
      type: 'authenticated',
    })
    assert.notInclude(JSON.stringify(body), ACCOUNT.apiSecret)
  })

  test('the profile preset points at the image upload endpoint', async ({ client, assert }) => {
    const learner = await UserFactory.create()

    const response = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.profile })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    assert.equal(response.body().uploadUrl, `${prefix}/v1_1/${ACCOUNT.cloudName}/image/upload`)
  })

  test('a download is a short-lived signed private_download_url', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.merge({
      pdfPublicId: 'pathshala/books/polity-notes.pdf',
      pdfFormat: 'pdf',
    }).create()
    await PurchaseFactory.merge({ userId: learner.id, storeItemId: item.id }).create()

    const response = await client.get(`/api/v1/store/download/${item.id}`).loginAs(learner)

    response.assertStatus(200)
    const { url, expiresAt } = response.body()
    const link = new URL(url)
    assert.equal(
      `${link.origin}${link.pathname}`,
      `${prefix}/v1_1/${ACCOUNT.cloudName}/raw/download`
    )
    assert.equal(link.searchParams.get('public_id'), 'pathshala/books/polity-notes.pdf')
    assert.equal(link.searchParams.get('type'), 'authenticated')
    assert.equal(link.searchParams.get('attachment'), 'true')
    assert.equal(link.searchParams.get('api_key'), ACCOUNT.apiKey)
    const expiry = Number(link.searchParams.get('expires_at'))
    assert.approximately(expiry, Math.floor(Date.now() / 1000) + 300, 5)
    assert.approximately(new Date(expiresAt).getTime() / 1000, expiry, 1)

    const download = await fetchUrl(url)
    assert.equal(download.status, 200)
    assert.isTrue(download.bytes.equals(PDF))

    // a changed parameter breaks the signature
    link.searchParams.set('public_id', 'pathshala/books/someone-else.pdf')
    const tampered = await fetchUrl(link.href)
    assert.equal(tampered.status, 401)
    assert.isAtLeast(requests.length, 2)
  })

  test('storeLocalFile is refused in Cloudinary mode', async ({ assert }) => {
    const storage = new CloudinaryMediaStorage({ ...ACCOUNT, uploadPrefix: prefix })
    await assert.rejects(() => storage.storeLocalFile(), /storeLocalFile needs local media storage/)
  })
})
