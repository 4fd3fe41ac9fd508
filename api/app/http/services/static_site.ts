import { createReadStream, existsSync, statSync, type Stats } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import { contentSecurityPolicy } from '#http/services/content_security_policy'
import { acceptedEncodings } from '#http/services/content_encoding'
import { failure } from '#core/transformers/envelope'

/**
 * A built single-page app on disk: real files are sent as they are (hashed
 * assets cached for a year), a path with a prerendered page of its own
 * (`home/index.html` for /home) gets that page, every other path gets
 * index.html so the client-side router can take it. Every HTML answer carries
 * the Content-Security-Policy the apps run under.
 *
 * The builds keep brotli and gzip copies beside each text file
 * (scripts/precompress-static.mjs): the copy the browser's Accept-Encoding
 * prefers is sent with Content-Encoding and the original's Content-Type, so
 * nothing is compressed per request. A copy older than its file (a file
 * replaced by hand) or missing is skipped for the next choice.
 */
const isHtml = (file: string) => /\.html?$/i.test(file)

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

export class StaticSite {
  readonly root: string

  constructor(root: URL | string) {
    this.root = typeof root === 'string' ? resolve(root) : fileURLToPath(root)
  }

  get isBuilt() {
    return existsSync(join(this.root, 'index.html'))
  }

  /** The file under the root a URL path names, or null (outside the root, missing, a folder). */
  private pathFor(relativePath: string, ...inside: string[]) {
    let decoded: string
    try {
      decoded = decodeURIComponent(relativePath)
    } catch {
      return null
    }
    if (decoded.includes('\0')) return null
    // a hidden folder or file is the build's own (the server renderer, the manifest)
    if (decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) return null
    const candidate = normalize(join(this.root, decoded, ...inside))
    if (!candidate.startsWith(this.root.endsWith(sep) ? this.root : this.root + sep)) return null
    return fileStats(candidate) ? candidate : null
  }

  /** A real file, else the page prerendered for this path, else null. */
  private fileFor(relativePath: string) {
    if (!relativePath || relativePath === '/') return null
    return (
      this.pathFor(relativePath) ??
      (extname(relativePath) ? null : this.pathFor(relativePath, 'index.html'))
    )
  }

  serve(ctx: HttpContext, relativePath: string) {
    const { response } = ctx
    const file = this.fileFor(relativePath)
    if (!file && extname(relativePath) && !relativePath.endsWith('.html')) {
      return response.notFound(failure('Not found'))
    }
    const target = file ?? join(this.root, 'index.html')
    const immutable = target.startsWith(join(this.root, 'assets') + sep)
    response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    if (isHtml(target)) response.header('Content-Security-Policy', contentSecurityPolicy())
    return this.send(ctx, target, immutable)
  }

  /**
   * Sends `file`, or its stored copy in the encoding the browser prefers. An immutable file
   * (hashed: a new build names new files) carries no validators: a browser never asks whether
   * it changed, and on a first visit over HTTP/1.1 they were ~75 bytes a file.
   */
  private send({ request, response }: HttpContext, file: string, immutable: boolean) {
    const original = fileStats(file)
    if (!original) return response.notFound(failure('Not found'))

    let sent = { path: file, stats: original }
    let encoding: string | null = null
    for (const candidate of acceptedEncodings(request.header('accept-encoding'))) {
      const stats = fileStats(file + candidate.extension)
      if (stats && stats.mtimeMs >= original.mtimeMs) {
        sent = { path: file + candidate.extension, stats }
        encoding = candidate.encoding
        break
      }
    }

    response.type(extname(file))
    if (isHtml(file)) response.header('Content-Type', 'text/html; charset=utf-8')
    // a cache in between must keep one copy per encoding, also for the file sent as it is
    response.header('Vary', 'Accept-Encoding')
    if (encoding) response.header('Content-Encoding', encoding)
    if (!immutable) {
      response.header('Last-Modified', original.mtime.toUTCString())
      response.setEtag(sent.stats, true)
      if (response.fresh()) return response.status(304).send(null)
    }

    response.header('Content-Length', String(sent.stats.size))
    // Node's server writes no body for a HEAD request, but the headers come out of the same path
    return response.stream(createReadStream(sent.path))
  }
}
