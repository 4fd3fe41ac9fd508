/*
| Generators of hostile HTTP requests for the route fuzz suite
| (tests/functional/fuzz) and the abuse benchmark.
|
| Framework-free on purpose: only fast-check and Node built-ins, and only
| erasable TypeScript, so a plain Node 24 ESM script can import this file as
| it is (`import { requestArbitrary } from '.../generators.ts'`). It knows
| nothing about who sends a request: callers add cookies or tokens.
*/
import fc from 'fast-check'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'

/** A route as the router lists it: `/api/v1/store/books/:id`, `/admin/*`. */
export interface FuzzRoute {
  pattern: string
  methods: string[]
}

/** One request, ready to send as it is. */
export interface FuzzRequest {
  method: string
  /** path and query string, already encoded */
  path: string
  headers: Record<string, string>
  body?: Uint8Array
  /**
   * 'abort': send the headers and part of the body, then hang up. No answer
   * is expected; the server must simply keep serving.
   */
  delivery: 'normal' | 'abort'
  /** What kind of mischief this is, for failure reports. */
  label: string
}

export interface FuzzContext {
  /** Ids of records that exist, so some requests reach deep into the handlers. */
  goodIds: string[]
  /** Field names the API reads (e.g. scraped from its validators). */
  fieldNames: string[]
}

/** Strings that probe escaping: SQL, HTML, templates, paths, prototype keys. */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%%%',
  '\\',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '{"$gt":""}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[]',
  '{}',
  '*',
  '%_%',
  '\r\nSet-Cookie: a=b',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
]

/** Text outside plain ASCII: scripts, emoji, bidi controls, lone surrogates, NUL. */
export const UNICODE_STRINGS = [
  'नमस्ते दुनिया',
  'தமிழ்',
  'ভারত',
  '中文测试',
  'مرحبا',
  '😀👩‍👩‍👧‍👦🇮🇳',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  'e\u0301\u0301\u0301',
  'ｆｕｌｌｗｉｄｔｈ',
  '\uD800',
  '\uDFFFx\uD800',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001F\u007F',
  '\u2028\u2029',
  'Z̷̡̛a̶͝l̴g̵o̸',
  '\uFFFF\uFFFE',
]

/** Numbers that break naive parsing, integer columns and money maths. */
export const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1.0000001,
  99.999,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
]

/** Ids that are not ids: wrong shape, unknown, hostile. */
export const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '507f1f77bcf86cd799439011',
  '9'.repeat(40),
  'a'.repeat(300),
  'null',
  'undefined',
  '[object Object]',
  "1' OR '1'='1",
  '..',
  '.',
  '😀',
  'नमस्ते',
  ' ',
]

/** Content types a route does not expect, or that lie about the body. */
export const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded; charset=utf-7',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=zz',
  'image/png',
  '*/*',
  'application/json, text/plain',
  'garbage',
]

const huge = (length: number, unit = 'x') => unit.repeat(length)

/** encodeURIComponent that also takes lone surrogates (sent as U+FFFD, as a browser would). */
export function percentEncode(text: string) {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** Any string a careless or hostile client might send. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...INJECTION_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...UNICODE_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 256, max: 200_000 }), fc.constantFrom('x', 'é', '😀', '9', ' '))
        .map(([length, unit]) => huge(length, unit)),
      weight: 1,
    },
    { arbitrary: fc.constantFrom('', ' ', '\t\n', '0', '-0', '1e999', '0x10', '١٢٣'), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        'a@b',
        'a@b.c',
        'x'.repeat(250) + '@example.com',
        'user@exam\u0000ple.com',
        'USER@EXAMPLE.COM',
        '"quoted"@example.com'
      ),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        '2024-02-30',
        '9999-12-31T23:59:59Z',
        '0000-00-00',
        '-000001-01-01',
        '2024-13-01',
        '1970-01-01T00:00:00.000+99:99'
      ),
      weight: 1,
    }
  )
}

/** A number (or a number-like string) outside what any field accepts. */
export function hostileNumber(): fc.Arbitrary<number | string> {
  return fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1', '0.000001', '12abc', '')
  )
}

/** An id, existing or not, as a string or a wrong type. */
export function idValue(goodIds: string[]): fc.Arbitrary<unknown> {
  const good = goodIds.length > 0 ? [fc.constantFrom(...goodIds)] : []
  return fc.oneof(
    ...good,
    ...good,
    fc.constantFrom(...BAD_IDS),
    fc.uuid(),
    fc.constantFrom<unknown>(0, -1, 1.5, true, null, [], {}),
    goodIds.length > 0 ? fc.constantFrom(...goodIds).map((id) => [id, id]) : fc.constant(['x'])
  )
}

/** Any JSON value, hostile at every level (bounded depth). */
export function hostileValue(goodIds: string[]): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    { arbitrary: hostileString(), weight: 4 },
    { arbitrary: hostileNumber(), weight: 3 },
    { arbitrary: idValue(goodIds), weight: 3 },
    { arbitrary: fc.constantFrom<unknown>(true, false, null), weight: 2 }
  )
  return fc.oneof(
    { arbitrary: scalar, weight: 6 },
    { arbitrary: fc.array(scalar, { maxLength: 5 }), weight: 2 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }), weight: 1 },
    {
      arbitrary: fc.integer({ min: 1, max: 20_000 }).map((length) => Array(length).fill('x')),
      weight: 1,
    }
  )
}

/**
 * A JSON body: some of the API's own field names (so validators and handlers
 * really run) and a few foreign ones, each with a hostile value; sometimes
 * missing every field, sometimes not an object at all.
 */
export function hostileBody(context: FuzzContext): fc.Arbitrary<unknown> {
  const names = context.fieldNames.length > 0 ? context.fieldNames : ['id']
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 8 },
    {
      arbitrary: fc.constantFrom('__proto__', 'constructor', '', 'a.b', 'a[b]', 'x\u0000y', '😀'),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 10 }), weight: 1 }
  )
  const object = fc
    .array(fc.tuple(key, hostileValue(context.goodIds)), { maxLength: 8 })
    .map((entries) => {
      const body: Record<string, unknown> = {}
      // defineProperty keeps "__proto__" an own key, as JSON.parse would
      for (const [name, value] of entries) {
        Object.defineProperty(body, name, { value, enumerable: true, writable: true })
      }
      return body
    })
  /** A good-looking body with every known field present, then one value broken. */
  const allButOne = fc
    .tuple(
      fc.constantFrom(...names),
      hostileValue(context.goodIds),
      fc.constantFrom(...context.goodIds.concat('x'))
    )
    .map(([broken, value, id]) => {
      const body: Record<string, unknown> = {}
      for (const name of names.slice(0, 40)) body[name] = /id$/i.test(name) ? id : 'valid text'
      body[broken] = value
      return body
    })
  return fc.oneof(
    { arbitrary: object, weight: 8 },
    { arbitrary: allButOne, weight: 2 },
    { arbitrary: fc.constantFrom<unknown>({}, [], [{}], null, 0, 'text', true), weight: 1 },
    { arbitrary: fc.array(object, { maxLength: 3 }), weight: 1 }
  )
}

/** Raw JSON-ish text no JSON.stringify would produce. */
export function malformedJsonText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '{"page": NaN}',
      '{"page": Infinity}',
      '{"price": -Infinity}',
      '{"a":1}{"b":2}',
      '\uFEFF{"a":1}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a":"\\x00"}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      'null',
      '123',
      '"string"',
      '[' + '1,'.repeat(50_000) + '1]',
      '{"a":' + '1'.repeat(400) + '}'
    ),
    fc.integer({ min: 32, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .integer({ min: 32, max: 5_000 })
      .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.integer({ min: 32, max: 5_000 }).map((depth) => '['.repeat(depth)),
    fc.string({ unit: 'binary', maxLength: 200 })
  )
}

/** Query-string pairs, including arrays and nesting the way `qs` reads them. */
export function hostileQuery(context: FuzzContext): fc.Arbitrary<string> {
  const names = context.fieldNames.length > 0 ? context.fieldNames : ['page']
  const pair = fc
    .tuple(
      fc.constantFrom(...names, 'page', 'limit', 'search', 'sortBy', 'courseId'),
      fc.constantFrom('', '[]', '[0]', '[a][b][c][d][e][f][g]', '[__proto__]', '[9999]'),
      hostileString()
    )
    .map(([name, suffix, value]) => `${name}${suffix}=${percentEncode(value.slice(0, 4000))}`)
  return fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&')),
    fc.constantFrom(
      'page=-1&limit=0',
      'page=1e9&limit=1e9',
      'page=NaN&limit=Infinity',
      'page=99999999999999999999',
      'limit=-5',
      'page[]=1&page[]=2',
      'search=%',
      'search=%E0%A4',
      'search=%FF%FE',
      'a=' + 'b'.repeat(8000),
      Array.from({ length: 1500 }, (_, index) => `k${index}=v`).join('&'),
      'a[' + ']['.repeat(100) + ']=1',
      '%%%=%%%',
      '&&&&=&=='
    )
  )
}

/** Fills `:param`, `:param?` and `*` of a pattern, each with a good or bad value. */
export function pathFor(pattern: string, goodIds: string[]): fc.Arbitrary<string> {
  const slots = pattern.match(/:[A-Za-z_]+\??|\*/g) ?? []
  if (slots.length === 0) return fc.constant(pattern)
  const segment = fc.oneof(
    ...(goodIds.length > 0 ? [fc.constantFrom(...goodIds), fc.constantFrom(...goodIds)] : []),
    fc.constantFrom(...BAD_IDS, 'image', 'raw', 'index.html', 'a/b/c', '..%2F..%2Fetc'),
    fc.uuid(),
    hostileString().map((text) => text.slice(0, 300))
  )
  return fc.array(segment, { minLength: slots.length, maxLength: slots.length }).map((values) => {
    let index = 0
    return pattern.replace(/:[A-Za-z_]+\??|\*/g, (slot) => {
      const value = String(values[index++])
      // a wildcard may span segments; a param is one segment
      return slot === '*'
        ? value
            .split('/')
            .map((part) => percentEncode(part))
            .join('/')
        : percentEncode(value)
    })
  })
}

const CRLF = '\r\n'

/** A multipart/form-data body from parts, with a boundary and the content type to send. */
export function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: string | Uint8Array }[],
  options: { boundary?: string; close?: boolean } = {}
) {
  const boundary = options.boundary ?? 'fuzzBoundary7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const part of parts) {
    let head = `--${boundary}${CRLF}Content-Disposition: form-data; name="${part.name}"`
    if (part.filename !== undefined) head += `; filename="${part.filename}"`
    head += CRLF
    if (part.type) head += `Content-Type: ${part.type}${CRLF}`
    chunks.push(Buffer.from(head + CRLF), Buffer.from(part.data), Buffer.from(CRLF))
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--${CRLF}`))
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Multipart bodies that are broken or unexpected: files where none belong, cut short, lying. */
export function hostileMultipart(context: FuzzContext): fc.Arbitrary<{
  body: Uint8Array
  contentType: string
  label: string
}> {
  const field = fc.tuple(
    fc.constantFrom(...(context.fieldNames.length ? context.fieldNames : ['name'])),
    hostileString()
  )
  const fileData = fc.oneof(
    fc.constant(new Uint8Array(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 1)]))),
    fc.constant(new Uint8Array(Buffer.from('%PDF-1.4\n%fake\n'))),
    fc.integer({ min: 0, max: 300_000 }).map((size) => new Uint8Array(size).fill(0x41))
  )
  const filename = fc.constantFrom(
    'a.png',
    'notes.pdf',
    '../../etc/passwd',
    'x'.repeat(300) + '.png',
    'no-extension',
    '😀.png',
    'a.png\u0000.exe',
    ''
  )
  const fileName = fc.constantFrom('file', 'thumbnailImage', 'displayPicture', 'pdf', 'upload', 'x')
  return fc
    .tuple(
      fc.array(field, { maxLength: 4 }),
      fc.array(fc.tuple(fileName, filename, fileData), { maxLength: 3 }),
      fc.constantFrom(
        'complete',
        'truncated',
        'unclosed',
        'boundary-mismatch',
        'no-boundary',
        'garbage'
      )
    )
    .map(([fields, files, shape]) => {
      const parts = [
        ...fields.map(([name, value]) => ({ name, data: value })),
        ...files.map(([name, fname, data]) => ({
          name,
          filename: fname,
          type: fname.endsWith('.pdf') ? 'application/pdf' : 'image/png',
          data,
        })),
      ]
      const built = multipartBody(parts, { close: shape !== 'unclosed' })
      let { body, contentType } = built
      if (shape === 'truncated') body = body.subarray(0, Math.max(1, Math.floor(body.length * 0.6)))
      if (shape === 'boundary-mismatch') contentType = 'multipart/form-data; boundary=other'
      if (shape === 'no-boundary') contentType = 'multipart/form-data'
      if (shape === 'garbage') body = new Uint8Array(Buffer.from('--zz\r\nnot a part at all'))
      return { body, contentType, label: `multipart ${shape}, ${files.length} file(s)` }
    })
}

/** A body encoded with Content-Encoding: real, fake, cut short or unknown. */
export function compressedBody(json: string): fc.Arbitrary<{
  body: Uint8Array
  encoding: string
  label: string
}> {
  const raw = Buffer.from(json)
  const gz = gzipSync(raw)
  return fc.constantFrom(
    { body: new Uint8Array(gz), encoding: 'gzip', label: 'gzip' },
    { body: new Uint8Array(raw), encoding: 'gzip', label: 'gzip header, plain body' },
    {
      body: new Uint8Array(gz.subarray(0, Math.max(1, gz.length - 8))),
      encoding: 'gzip',
      label: 'gzip cut short',
    },
    { body: new Uint8Array(raw), encoding: 'deflate', label: 'deflate header, plain body' },
    { body: new Uint8Array(deflateSync(raw)), encoding: 'deflate', label: 'deflate' },
    { body: new Uint8Array(raw), encoding: 'br', label: 'br header, plain body' },
    { body: new Uint8Array(brotliCompressSync(raw)), encoding: 'br', label: 'br' },
    { body: new Uint8Array(raw), encoding: 'zstd', label: 'unknown encoding' },
    { body: new Uint8Array(gz), encoding: 'gzip, gzip', label: 'stacked encodings' },
    {
      // a small bomb: 2 MB of zeros in a few KB, past the 1 MB JSON limit once inflated
      body: new Uint8Array(
        gzipSync(
          Buffer.concat([
            Buffer.from('{"a":"'),
            Buffer.alloc(2 * 1024 * 1024, 0x30),
            Buffer.from('"}'),
          ])
        )
      ),
      encoding: 'gzip',
      label: 'gzip bomb',
    }
  )
}

const JSON_TYPE = 'application/json'

/** Turns a value into JSON text, including values JSON.stringify rejects (cycles never occur here). */
function jsonText(value: unknown) {
  return JSON.stringify(value) ?? 'null'
}

/**
 * A hostile request to `route`: its method, a filled path, maybe a hostile
 * query string, and (for methods with a body) a hostile body in one of many
 * encodings and content types.
 */
export function requestArbitrary(
  route: FuzzRoute,
  context: FuzzContext
): fc.Arbitrary<FuzzRequest> {
  const methods = route.methods.filter((method) => method !== 'HEAD')
  const method = fc.constantFrom(...(methods.length > 0 ? methods : ['GET']))
  const path = fc
    .tuple(pathFor(route.pattern, context.goodIds), fc.option(hostileQuery(context), { freq: 3 }))
    .map(([base, query]) => (query ? `${base}?${query}` : base))

  const text = (body: string) => new Uint8Array(Buffer.from(body))
  const payload: fc.Arbitrary<{
    body?: Uint8Array
    headers: Record<string, string>
    delivery: 'normal' | 'abort'
    label: string
  }> = fc.oneof(
    {
      arbitrary: hostileBody(context).map((value) => ({
        body: text(jsonText(value)),
        headers: { 'content-type': JSON_TYPE },
        delivery: 'normal' as const,
        label: 'json',
      })),
      weight: 10,
    },
    {
      arbitrary: malformedJsonText().map((body) => ({
        body: text(body),
        headers: { 'content-type': JSON_TYPE },
        delivery: 'normal' as const,
        label: 'malformed json',
      })),
      weight: 2,
    },
    {
      arbitrary: hostileQuery(context).map((body) => ({
        body: text(body),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        delivery: 'normal' as const,
        label: 'form',
      })),
      weight: 2,
    },
    {
      arbitrary: hostileMultipart(context).map((multipart) => ({
        body: multipart.body,
        headers: { 'content-type': multipart.contentType },
        delivery: 'normal' as const,
        label: multipart.label,
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...ODD_CONTENT_TYPES), hostileBody(context))
        .map(([contentType, value]) => ({
          body: text(jsonText(value)),
          headers: { 'content-type': contentType },
          delivery: 'normal' as const,
          label: `content type ${contentType}`,
        })),
      weight: 2,
    },
    {
      arbitrary: hostileBody(context).chain((value) =>
        compressedBody(jsonText(value)).map((compressed) => ({
          body: compressed.body,
          headers: { 'content-type': JSON_TYPE, 'content-encoding': compressed.encoding },
          delivery: 'normal' as const,
          label: compressed.label,
        }))
      ),
      weight: 2,
    },
    {
      arbitrary: fc.constant({ headers: {}, delivery: 'normal' as const, label: 'no body' }),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(
          hostileMultipart(context).map((m) => ({ body: m.body, type: m.contentType })),
          hostileBody(context).map((v) => ({ body: text(jsonText(v)), type: JSON_TYPE }))
        )
        .map(({ body, type }) => ({
          body,
          headers: { 'content-type': type },
          delivery: 'abort' as const,
          label: 'client hangs up mid-body',
        })),
      weight: 1,
    }
  )

  return fc.tuple(method, path, payload).map(([verb, target, part]) => {
    const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(verb)
    if (!withBody) {
      return {
        method: verb,
        path: target,
        headers: {},
        delivery: 'normal' as const,
        label: 'no body',
      }
    }
    return {
      method: verb,
      path: target,
      headers: part.headers,
      body: part.body,
      delivery: part.delivery,
      label: part.label,
    }
  })
}

/** Shortens a request for a failure report. */
export function describeRequest(request: FuzzRequest, limit = 300) {
  const body = request.body ? Buffer.from(request.body).toString('latin1') : ''
  const shown = body.length > limit ? `${body.slice(0, limit)}… (${body.length} bytes)` : body
  const path = request.path.length > limit ? `${request.path.slice(0, limit)}…` : request.path
  return `${request.method} ${path} [${request.label}] ${JSON.stringify(request.headers)} ${JSON.stringify(shown)}`
}
