import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import {
  RENDER_SERVER_FOLDER,
  RENDERED_STATE_ID,
  RENDERER_FILE,
} from '@pathshala/shared/rendered-page'
import { SESSION_COOKIE_NAME } from '#config/session'
import { withFrontEndBuilds } from '#tests/support/front_end_builds'
import { fetchRaw } from '#tests/support/raw_request'
import { addRenderedPages, LISTING_SHELL, VIEW_COOKIE } from '#tests/support/rendered_pages_build'

const BROWSER = 'gzip, deflate, br, zstd'
const storefront = () => addRenderedPages(process.env.STOREFRONT_DIR!)

/** The HTML of an answer, decompressed as a browser would. */
function htmlOf(answer: { headers: Record<string, unknown>; body: Buffer }) {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return gunzipSync(answer.body).toString()
  return answer.body.toString()
}

test.group('Storefront: a listing rendered on the server for a visitor', (group) => {
  group.each.setup(() => withFrontEndBuilds())

  test('a visitor gets the store and explore rendered, with their state, compressed', async ({
    assert,
  }) => {
    storefront()
    for (const path of ['/home/store', '/home/explore', '/home/store/']) {
      const answer = await fetchRaw(path, { 'Accept-Encoding': BROWSER })
      assert.equal(answer.status, 200, path)
      assert.equal(answer.headers['content-encoding'], 'br', path)
      assert.equal(Number(answer.headers['content-length']), answer.body.length, path)
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', path)
      assert.equal(answer.headers['cache-control'], 'no-cache', path)
      assert.equal(answer.headers['vary'], 'Accept-Encoding, Cookie', path)
      assert.exists(answer.headers['content-security-policy'], path)
      const html = htmlOf(answer)
      const route = path.replace(/\/$/, '')
      // the markup in the root, asked of this API over loopback, its style as a marker
      assert.include(html, `<div id="root"><main data-prerender-style="0"><h1>Rendered ${route}`)
      assert.include(html, '<p>api 200</p>')
      assert.notInclude(html, ' style="')
      assert.include(html, `<script type="application/json" id="${RENDERED_STATE_ID}">`)
      assert.notInclude(html, '<!--rendered-')
    }
    const gzip = await fetchRaw('/home/store', { 'Accept-Encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    const identity = await fetchRaw('/home/store')
    assert.notExists(identity.headers['content-encoding'])
    assert.equal(htmlOf(gzip), identity.body.toString())
    assert.equal(htmlOf(gzip), htmlOf(await fetchRaw('/home/store', { 'Accept-Encoding': 'br' })))
  })

  test('a course is rendered with its id alone; any other query gets the files', async ({
    assert,
  }) => {
    storefront()
    const course = htmlOf(await fetchRaw('/home/course?id=c-42', { 'Accept-Encoding': BROWSER }))
    assert.include(course, '<h1>Rendered /home/course?id=c-42</h1>')
    for (const path of ['/home/course', '/home/course?id=c-42&ref=mail', '/home/store?page=2']) {
      const answer = await fetchRaw(path)
      assert.equal(answer.status, 200, path)
      assert.notInclude(answer.body.toString(), 'Rendered', path)
    }
  })

  test('the view the visitor chose (its cookie) is what the page is rendered in', async ({
    assert,
  }) => {
    storefront()
    const list = htmlOf(await fetchRaw('/home/store', { Cookie: `${VIEW_COOKIE}=list` }))
    assert.include(list, '<p>view "list"</p>')
    assert.include(list, '"storage":{"pathshala-store-view":"\\"list\\""}')
    const grid = htmlOf(await fetchRaw('/home/store', { Cookie: `${VIEW_COOKIE}=grid` }))
    assert.include(grid, '<p>view "grid"</p>')
    // anything else is no choice
    const odd = htmlOf(await fetchRaw('/home/store', { Cookie: `${VIEW_COOKIE}=<b>` }))
    assert.include(odd, '<p>view none</p>')
  })

  test('a browser with a session, a query or a HEAD gets the page files, not a render', async ({
    assert,
  }) => {
    const renderer = storefront()
    const withSession = await fetchRaw('/home/store', { Cookie: `${SESSION_COOKIE_NAME}=abc` })
    assert.equal(withSession.status, 200)
    assert.equal(withSession.body.toString(), LISTING_SHELL('/home/store'))
    const withQuery = await fetchRaw('/home/explore?category=x')
    assert.equal(withQuery.status, 200)
    assert.notInclude(withQuery.body.toString(), 'Rendered')
    const head = await fetchRaw('/home/store', {}, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(renderer.renders(), 0)
  })

  test('a render that fails, answers nothing or has a style without a rule gives the files', async ({
    assert,
  }) => {
    const renderer = storefront()
    for (const outcome of ['throw', 'null', 'unknown-style'] as const) {
      renderer.behave({ outcome })
      const answer = await fetchRaw('/home/store')
      assert.equal(answer.status, 200, outcome)
      assert.equal(answer.body.toString(), LISTING_SHELL('/home/store'), outcome)
    }
    assert.equal(renderer.renders(), 3)
  })

  test("no value in the page's state can end its script", async ({ assert }) => {
    storefront().behave({ outcome: 'script-in-data' })
    const html = htmlOf(await fetchRaw('/home/store'))
    const state = html.slice(html.indexOf(`id="${RENDERED_STATE_ID}">`))
    assert.equal(state.match(/<\/script>/g)?.length, 1)
    const json = state.slice(state.indexOf('>') + 1, state.indexOf('</script>'))
    assert.equal(JSON.parse(json).queries.title, '</script><script>alert(1)</script>')
  })

  test('a renderer that does not offer what the API expects gives the files', async ({
    assert,
  }) => {
    storefront()
    writeFileSync(
      join(process.env.STOREFRONT_DIR!, RENDER_SERVER_FOLDER, RENDERER_FILE),
      'export const pageRenderer = { RENDERED_PAGES: [] }\n'
    )
    const answer = await fetchRaw('/home/store')
    assert.equal(answer.status, 200)
    assert.equal(answer.body.toString(), LISTING_SHELL('/home/store'))
  })

  test('the renderer and the build folder are never sent', async ({ assert }) => {
    storefront()
    for (const path of [
      '/.server/render-page.mjs',
      '/.server/pages/styles.json',
      '/%2Eserver/render-page.mjs',
    ]) {
      const answer = await fetchRaw(path)
      assert.equal(answer.status, 404, path)
    }
    // an address ending in .html gets the app's page, as any unknown path does
    const template = await fetchRaw('/.server/pages/store.html')
    assert.notInclude(template.body.toString(), '<!--rendered-')
  })
})
