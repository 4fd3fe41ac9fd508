import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile, unlink } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { S3Settings } from '#config/media'

/**
 * A small S3-compatible server for tests: path-style addresses
 * (`/<bucket>/<key>`), every request checked for an AWS Signature V4 made
 * with the one access key it knows (the signature is recomputed, and so is a
 * signed payload's SHA-256), objects kept as files in a temporary folder.
 * It speaks the operations flydrive's S3 driver and the AWS SDK send for the
 * media store: PutObject (plain or aws-chunked body), CopyObject, GetObject
 * with Range, HeadObject, DeleteObject, DeleteObjects and ListObjectsV2.
 *
 *   const s3 = await S3StandIn.start()
 *   mediaConfig.s3 = s3.settings       // bucket, region, endpoint, keys, path style
 *   ...
 *   await s3.keys()                    // what the bucket holds
 *   await s3.stop()
 */
export class S3StandIn {
  readonly bucket = 'pathshala-media-test'
  /** Requests signed for another region are refused, as S3 refuses them */
  readonly region: string
  readonly accessKeyId = 'PATHSHALATESTKEY'
  readonly secretAccessKey = 'pathshala-test-secret-of-forty-characters'
  /** Every request received: method, path with query, payload hash sent, status answered. */
  readonly requests: Array<{ method: string; url: string; payload: string; status: number }> = []

  #objects = new Map<string, StoredObject>()
  #server: Server
  #folder: string
  #sequence = 0

  private constructor(server: Server, folder: string, region: string) {
    this.#server = server
    this.#folder = folder
    this.region = region
  }

  static async start(options: { region?: string } = {}) {
    const folder = await mkdtemp(join(tmpdir(), 'pathshala-s3-'))
    let standIn: S3StandIn
    const server = createServer((request, response) => {
      standIn.#handle(request, response).catch((error) => {
        if (!response.headersSent) sendError(response, 500, 'InternalError', String(error))
        else response.destroy()
      })
    })
    standIn = new S3StandIn(server, folder, options.region ?? 'us-east-1')
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return standIn
  }

  get endpoint() {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  /** The media settings that reach this bucket. */
  get settings(): S3Settings {
    return {
      bucket: this.bucket,
      region: this.region,
      endpoint: this.endpoint,
      accessKeyId: this.accessKeyId,
      secretAccessKey: this.secretAccessKey,
      forcePathStyle: true,
    }
  }

  /** The keys in the bucket, sorted (`prefix` to narrow them). */
  keys(prefix = '') {
    return [...this.#objects.keys()].filter((key) => key.startsWith(prefix)).sort()
  }

  /** An object's bytes (undefined when there is none). */
  async object(key: string) {
    const stored = this.#objects.get(key)
    return stored ? readFile(stored.path) : undefined
  }

  /** Dates an object back (the sweep of abandoned uploads looks at it). */
  age(key: string, lastModified: Date) {
    const stored = this.#objects.get(key)
    if (stored) stored.lastModified = lastModified
  }

  async clear() {
    for (const stored of this.#objects.values()) await unlink(stored.path).catch(() => {})
    this.#objects.clear()
    this.requests.length = 0
  }

  async stop() {
    this.#server.closeAllConnections()
    await new Promise((resolve) => this.#server.close(resolve))
    await rm(this.#folder, { recursive: true, force: true })
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url!, 'http://stand-in')
    response.on('finish', () => {
      this.requests.push({
        method: request.method!,
        url: request.url!,
        payload: String(request.headers['x-amz-content-sha256'] ?? ''),
        status: response.statusCode,
      })
    })
    const rawBody = await readBody(request)
    const refusal = this.#checkSignature(request, rawBody)
    if (refusal) return sendError(response, 403, refusal.code, refusal.message)
    const body = decodePayload(request, rawBody)

    const [, bucket, ...keyParts] = url.pathname.split('/')
    if (bucket !== this.bucket) {
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    }
    const key = keyParts.map((part) => decodeURIComponent(part)).join('/')
    const method = request.method!

    if (!key) {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') {
        return this.#list(url, response)
      }
      if (method === 'POST' && url.searchParams.has('delete'))
        return this.#deleteMany(body, response)
      return sendError(response, 501, 'NotImplemented', `${method} on the bucket`)
    }
    if (method === 'PUT' && request.headers['x-amz-copy-source']) {
      return this.#copy(String(request.headers['x-amz-copy-source']), key, response)
    }
    if (method === 'PUT') return this.#put(key, body, request, response)
    if (method === 'GET' || method === 'HEAD') return this.#get(key, request, response)
    if (method === 'DELETE') {
      await this.#remove(key)
      response.writeHead(204).end()
      return
    }
    sendError(response, 501, 'NotImplemented', `${method} on an object`)
  }

  /** AWS Signature V4 (header form), recomputed from the request as received. */
  #checkSignature(request: IncomingMessage, body: Buffer) {
    const authorization = String(request.headers.authorization ?? '')
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization
      )
    if (!match) return { code: 'AccessDenied', message: 'Requests must be signed (SigV4)' }
    const [, accessKeyId, day, region, signedHeaders, signature] = match
    if (region !== this.region) {
      return {
        code: 'AuthorizationHeaderMalformed',
        message: `The authorization header is malformed; the region '${region}' is wrong; expecting '${this.region}'`,
      }
    }
    if (accessKeyId !== this.accessKeyId) {
      return {
        code: 'InvalidAccessKeyId',
        message: 'The AWS Access Key Id you provided does not exist in our records.',
      }
    }
    const amzDate = String(request.headers['x-amz-date'] ?? '')
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '')
    if (!amzDate.startsWith(day) || !payloadHash) {
      return { code: 'AccessDenied', message: 'x-amz-date and x-amz-content-sha256 are required' }
    }
    if (/^[0-9a-f]{64}$/.test(payloadHash) && sha256(body) !== payloadHash) {
      return { code: 'XAmzContentSHA256Mismatch', message: 'The payload does not match its hash' }
    }
    const [path, query = ''] = request.url!.split('?')
    const canonicalRequest = [
      request.method,
      path,
      canonicalQuery(query),
      ...signedHeaders.split(';').map((name) => `${name}:${headerValue(request, name)}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n')
    const scope = `${day}/${region}/s3/aws4_request`
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
    let key: Buffer = hmac(`AWS4${this.secretAccessKey}`, day)
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part)
    const expected = hmac(key, stringToSign)
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      return {
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided.',
      }
    }
    return null
  }

  async #put(key: string, body: Buffer, request: IncomingMessage, response: ServerResponse) {
    const stored = await this.#store(key, body, String(request.headers['content-type'] ?? ''))
    response.writeHead(200, { ETag: stored.etag }).end()
  }

  async #copy(source: string, key: string, response: ServerResponse) {
    const [bucket, ...rest] = decodeURIComponent(source.replace(/^\//, '')).split('/')
    const from = bucket === this.bucket ? this.#objects.get(rest.join('/')) : undefined
    if (!from) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.')
    const stored = await this.#store(key, await readFile(from.path), from.contentType)
    sendXml(
      response,
      200,
      `<CopyObjectResult><LastModified>${stored.lastModified.toISOString()}</LastModified><ETag>${xml(stored.etag)}</ETag></CopyObjectResult>`
    )
  }

  async #store(key: string, body: Buffer, contentType: string) {
    await this.#remove(key)
    const path = join(this.#folder, `${++this.#sequence}`)
    await writeFile(path, body)
    const stored: StoredObject = {
      path,
      size: body.length,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      contentType: contentType || 'application/octet-stream',
      lastModified: new Date(),
    }
    this.#objects.set(key, stored)
    return stored
  }

  async #remove(key: string) {
    const stored = this.#objects.get(key)
    this.#objects.delete(key)
    if (stored) await unlink(stored.path).catch(() => {})
  }

  async #get(key: string, request: IncomingMessage, response: ServerResponse) {
    const stored = this.#objects.get(key)
    if (!stored) {
      if (request.method === 'HEAD') return response.writeHead(404).end()
      return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.')
    }
    const headers: Record<string, string | number> = {
      'Content-Type': stored.contentType,
      'ETag': stored.etag,
      'Last-Modified': stored.lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
    }
    let start = 0
    let end = stored.size - 1
    let status = 200
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''))
    if (range) {
      start = Number(range[1])
      end = range[2] ? Math.min(Number(range[2]), stored.size - 1) : stored.size - 1
      if (start >= stored.size) {
        return sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable')
      }
      status = 206
      headers['Content-Range'] = `bytes ${start}-${end}/${stored.size}`
    }
    headers['Content-Length'] = end - start + 1
    response.writeHead(status, headers)
    if (request.method === 'HEAD') return response.end()
    const bytes = await readFile(stored.path)
    response.end(bytes.subarray(start, end + 1))
  }

  #list(url: URL, response: ServerResponse) {
    const prefix = url.searchParams.get('prefix') ?? ''
    const delimiter = url.searchParams.get('delimiter') ?? ''
    const maxKeys = Number(url.searchParams.get('max-keys') ?? 1000)
    const after = url.searchParams.get('continuation-token')
    const startAfter = after ? Buffer.from(after, 'base64url').toString() : ''
    const contents: string[] = []
    const prefixes = new Set<string>()
    let truncated = false
    let lastKey = ''
    for (const key of this.keys(prefix)) {
      if (key <= startAfter) continue
      if (contents.length + prefixes.size >= maxKeys) {
        truncated = true
        break
      }
      lastKey = key
      const rest = key.slice(prefix.length)
      if (delimiter && rest.includes(delimiter)) {
        prefixes.add(prefix + rest.slice(0, rest.indexOf(delimiter) + delimiter.length))
        continue
      }
      const stored = this.#objects.get(key)!
      contents.push(
        `<Contents><Key>${xml(key)}</Key><LastModified>${stored.lastModified.toISOString()}</LastModified><ETag>${xml(stored.etag)}</ETag><Size>${stored.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`
      )
    }
    const common = [...prefixes].map(
      (entry) => `<CommonPrefixes><Prefix>${xml(entry)}</Prefix></CommonPrefixes>`
    )
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(lastKey).toString('base64url')}</NextContinuationToken>`
      : ''
    sendXml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${this.bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${contents.length + common.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents.join('')}${common.join('')}</ListBucketResult>`
    )
  }

  async #deleteMany(body: Buffer, response: ServerResponse) {
    const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((found) =>
      unxml(found[1])
    )
    for (const key of keys) await this.#remove(key)
    const deleted = keys.map((key) => `<Deleted><Key>${xml(key)}</Key></Deleted>`).join('')
    sendXml(response, 200, `<DeleteResult>${deleted}</DeleteResult>`)
  }
}

interface StoredObject {
  path: string
  size: number
  etag: string
  contentType: string
  lastModified: Date
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** The object's bytes: an aws-chunked body (`<hex size>[;chunk-signature=...]\r\n<data>\r\n`) unwrapped. */
function decodePayload(request: IncomingMessage, body: Buffer) {
  const hash = String(request.headers['x-amz-content-sha256'] ?? '')
  const encoding = String(request.headers['content-encoding'] ?? '')
  if (!hash.startsWith('STREAMING-') && !encoding.includes('aws-chunked')) return body
  const parts: Buffer[] = []
  let offset = 0
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset)
    const size = Number.parseInt(
      body.subarray(offset, lineEnd).toString('latin1').split(';')[0],
      16
    )
    if (!size) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

function sha256(data: string | Buffer) {
  return createHash('sha256').update(data).digest('hex')
}

function hmac(key: string | Buffer, data: string) {
  return createHmac('sha256', key).update(data).digest()
}

/** RFC 3986 encoding, as SigV4 wants it. */
function strictEncode(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

function canonicalQuery(query: string) {
  if (!query) return ''
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const name = equals < 0 ? pair : pair.slice(0, equals)
      const value = equals < 0 ? '' : pair.slice(equals + 1)
      return [strictEncode(decodeURIComponent(name)), strictEncode(decodeURIComponent(value))]
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

function headerValue(request: IncomingMessage, name: string) {
  const value = request.headers[name]
  const text = Array.isArray(value) ? value.join(',') : String(value ?? '')
  return text.trim().replace(/\s+/g, ' ')
}

function xml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

function unxml(value: string) {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&gt;', '>')
    .replaceAll('&lt;', '<')
    .replaceAll('&amp;', '&')
}

function sendXml(response: ServerResponse, status: number, body: string) {
  const bytes = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`)
  response.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': bytes.length })
  response.end(bytes)
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  sendXml(response, status, `<Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`)
}
