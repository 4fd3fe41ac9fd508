import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { listingCache, SharedListingCache } from '#core/services/listing_cache'
import { RenderedPages } from '#http/services/rendered_pages'
import { withFrontEndBuilds } from '#tests/support/front_end_builds'
import { addRenderedPages, VIEW_COOKIE } from '#tests/support/rendered_pages_build'

/** A visitor's GET of `url`, as the storefront's route hands it over. */
function visit(url: string, cookie?: string) {
  const req = new IncomingMessage(new Socket())
  req.method = 'GET'
  req.url = url
  if (cookie) req.headers.cookie = cookie
  return testUtils.createHttpContext({ req })
}

test.group('Storefront: rendered listings are kept until the catalogue changes', (group) => {
  group.each.setup(() => withFrontEndBuilds())

  test('a render is reused per listing and view, and an admin write empties it', async ({
    assert,
  }) => {
    const root = process.env.STOREFRONT_DIR!
    const renderer = addRenderedPages(root)
    const pages = new RenderedPages(root, new SharedListingCache(60))

    for (let visitNo = 0; visitNo < 3; visitNo++) {
      assert.isTrue(await pages.send(await visit('/home/store')))
    }
    assert.equal(renderer.renders(), 1)
    assert.isTrue(await pages.send(await visit('/home/store', `${VIEW_COOKIE}=list`)))
    assert.isTrue(await pages.send(await visit('/home/explore')))
    assert.equal(renderer.renders(), 3)

    // what InvalidateListingsMiddleware does after an admin's write
    await listingCache.clear()
    const ctx = await visit('/home/store')
    assert.isTrue(await pages.send(ctx))
    assert.equal(renderer.renders(), 4)
    assert.include(String(ctx.response.getBody()), '<h1>Rendered /home/store</h1>')
  })

  test('a failed render is not kept: the next visit renders again', async ({ assert }) => {
    const root = process.env.STOREFRONT_DIR!
    const renderer = addRenderedPages(root)
    const pages = new RenderedPages(root, new SharedListingCache(60))
    renderer.behave({ outcome: 'null' })
    assert.isFalse(await pages.send(await visit('/home/store')))
    renderer.behave({ outcome: 'answer' })
    assert.isTrue(await pages.send(await visit('/home/store')))
    assert.equal(renderer.renders(), 2)
  })

  test('beyond two renders under way, a visit gets the files at once', async ({ assert }) => {
    const root = process.env.STOREFRONT_DIR!
    const renderer = addRenderedPages(root)
    const pages = new RenderedPages(root, new SharedListingCache(60))
    renderer.behave({ outcome: 'slow' })
    const store = pages.send(await visit('/home/store'))
    const explore = pages.send(await visit('/home/explore'))
    const started = Date.now()
    assert.isFalse(await pages.send(await visit('/home/course?id=nothing-here')))
    assert.isBelow(Date.now() - started, 200)
    assert.deepEqual(await Promise.all([store, explore]), [true, true])
    // once they are done, the next one renders
    assert.isTrue(await pages.send(await visit('/home/course?id=c-42')))
    assert.equal(renderer.renders(), 3)
  })
})
