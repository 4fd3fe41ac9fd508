import { rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { ASSET_SCRIPT, PRERENDERED_HOME, withFrontEndBuilds } from '#tests/support/front_end_builds'
import { fetchRaw } from '#tests/support/raw_request'

const BROWSER = 'gzip, deflate, br, zstd'
const SCRIPT = '/assets/index-abc123.js'
const storefrontRoot = () => process.env.STOREFRONT_DIR!

test.group('Front-end builds: compressed files', (group) => {
  group.each.setup(() => withFrontEndBuilds())

  test('a browser that accepts brotli gets the brotli copy with the script type and its length', async ({
    assert,
  }) => {
    const answer = await fetchRaw(SCRIPT, { 'Accept-Encoding': BROWSER })
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['content-encoding'], 'br')
    assert.match(String(answer.headers['content-type']), /^(text|application)\/javascript/)
    assert.equal(answer.headers['vary'], 'Accept-Encoding')
    assert.equal(Number(answer.headers['content-length']), answer.body.length)
    assert.isBelow(answer.body.length, Buffer.byteLength(ASSET_SCRIPT))
    assert.equal(brotliDecompressSync(answer.body).toString(), ASSET_SCRIPT)
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable')
  })

  test('gzip when brotli is not accepted or weighs less; q-values are respected', async ({
    assert,
  }) => {
    for (const header of ['gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, *', 'x-gzip']) {
      const answer = await fetchRaw(SCRIPT, { 'Accept-Encoding': header })
      assert.equal(answer.headers['content-encoding'], 'gzip', header)
      assert.equal(Number(answer.headers['content-length']), answer.body.length, header)
      assert.equal(gunzipSync(answer.body).toString(), ASSET_SCRIPT, header)
    }
    const wildcard = await fetchRaw(SCRIPT, { 'Accept-Encoding': '*' })
    assert.equal(wildcard.headers['content-encoding'], 'br')
  })

  test('the file itself when no compression is accepted, still with Vary', async ({ assert }) => {
    const choices: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      { 'Accept-Encoding': 'deflate' },
    ]
    for (const headers of choices) {
      const answer = await fetchRaw(SCRIPT, headers)
      assert.isUndefined(answer.headers['content-encoding'], JSON.stringify(headers))
      assert.equal(answer.body.toString(), ASSET_SCRIPT)
      assert.equal(Number(answer.headers['content-length']), Buffer.byteLength(ASSET_SCRIPT))
      assert.equal(answer.headers['vary'], 'Accept-Encoding')
    }
  })

  test('the SPA fallback and the prerendered /home are compressed HTML, never cached blindly', async ({
    assert,
  }) => {
    const spa = await fetchRaw('/home/explore?category=x', { 'Accept-Encoding': BROWSER })
    assert.equal(spa.status, 200)
    assert.equal(spa.headers['content-encoding'], 'br')
    assert.equal(spa.headers['content-type'], 'text/html; charset=utf-8')
    assert.equal(spa.headers['cache-control'], 'no-cache')
    assert.exists(spa.headers['content-security-policy'])
    assert.match(brotliDecompressSync(spa.body).toString(), /<body><\/body>/)

    for (const path of ['/home', '/home/']) {
      const home = await fetchRaw(path, { 'Accept-Encoding': 'gzip' })
      assert.equal(home.status, 200, path)
      assert.equal(home.headers['content-encoding'], 'gzip', path)
      assert.equal(home.headers['content-type'], 'text/html; charset=utf-8', path)
      assert.equal(home.headers['cache-control'], 'no-cache', path)
      assert.exists(home.headers['content-security-policy'], path)
      assert.equal(gunzipSync(home.body).toString(), PRERENDERED_HOME, path)
    }

    const admin = await fetchRaw('/admin/users', { 'Accept-Encoding': BROWSER })
    assert.equal(admin.headers['content-encoding'], 'br')
    assert.match(brotliDecompressSync(admin.body).toString(), /<title>Pathshala<\/title>/)
  })

  test('a hashed file carries no validators, a page does', async ({ assert }) => {
    const script = await fetchRaw(SCRIPT, { 'Accept-Encoding': BROWSER })
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.notExists(script.headers['etag'])
    assert.notExists(script.headers['last-modified'])
    const home = await fetchRaw('/home', { 'Accept-Encoding': BROWSER })
    assert.exists(home.headers['etag'])
    assert.exists(home.headers['last-modified'])
  })

  test('HEAD answers the headers of the GET without a body', async ({ assert }) => {
    const get = await fetchRaw(SCRIPT, { 'Accept-Encoding': BROWSER })
    const head = await fetchRaw(SCRIPT, { 'Accept-Encoding': BROWSER }, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.body.length, 0)
    for (const name of ['content-encoding', 'content-type', 'content-length', 'vary', 'etag']) {
      assert.equal(head.headers[name], get.headers[name], name)
    }
  })

  test('a missing or outdated brotli copy falls back to gzip, then to the file', async ({
    assert,
  }) => {
    const script = join(storefrontRoot(), 'assets', 'index-abc123.js')
    rmSync(`${script}.br`)
    const gzip = await fetchRaw(SCRIPT, { 'Accept-Encoding': BROWSER })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(gzip.body).toString(), ASSET_SCRIPT)

    // the file replaced after its gzip copy was made: the copy is stale, the file goes out
    writeFileSync(script, 'console.log(2)\n')
    const later = new Date(Date.now() + 60_000)
    utimesSync(script, later, later)
    const plain = await fetchRaw(SCRIPT, { 'Accept-Encoding': BROWSER })
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.body.toString(), 'console.log(2)\n')
  })

  test('an unchanged copy is answered 304 on revalidation, per encoding', async ({ assert }) => {
    const first = await fetchRaw('/home', { 'Accept-Encoding': BROWSER })
    const again = await fetchRaw('/home', {
      'Accept-Encoding': BROWSER,
      'If-None-Match': String(first.headers.etag),
    })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    const identity = await fetchRaw('/home', { 'If-None-Match': String(first.headers.etag) })
    assert.equal(identity.status, 200)
    assert.equal(identity.body.toString(), PRERENDERED_HOME)
  })

  test('a missing asset is still a 404, and a path outside the build is refused', async ({
    assert,
  }) => {
    const missing = await fetchRaw('/assets/nothing-here.js', { 'Accept-Encoding': BROWSER })
    assert.equal(missing.status, 404)
    const escape = await fetchRaw('/assets/..%2F..%2F..%2Fetc%2Fpasswd', {
      'Accept-Encoding': BROWSER,
    })
    assert.notEqual(escape.status, 200)
    const copy = await fetchRaw('/assets/index-abc123.js.br')
    // the copies are files of the build too; asked for by name they are plain bytes
    assert.equal(copy.status, 200)
  })
})
