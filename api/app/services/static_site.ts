import { existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import { contentSecurityPolicy } from '#services/content_security_policy'

/**
 * A built single-page app on disk: real files are sent as they are (hashed
 * assets cached for a year), every other path gets index.html so the
 * client-side router can take it. Every HTML answer carries the
 * Content-Security-Policy the apps run under.
 */
const isHtml = (file: string) => /\.html?$/i.test(file)

export class StaticSite {
  readonly root: string

  constructor(root: URL | string) {
    this.root = typeof root === 'string' ? resolve(root) : fileURLToPath(root)
  }

  get isBuilt() {
    return existsSync(join(this.root, 'index.html'))
  }

  private fileFor(relativePath: string) {
    const candidate = normalize(join(this.root, decodeURIComponent(relativePath)))
    if (!candidate.startsWith(this.root.endsWith(sep) ? this.root : this.root + sep)) return null
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null
  }

  serve({ response }: HttpContext, relativePath: string) {
    let file: string | null = null
    try {
      file = relativePath && relativePath !== '/' ? this.fileFor(relativePath) : null
    } catch {
      file = null
    }
    if (file) {
      if (isHtml(file)) response.header('Content-Security-Policy', contentSecurityPolicy())
      const immutable = file.includes(`${sep}assets${sep}`)
      response.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache'
      )
      return response.download(file)
    }
    if (extname(relativePath) && !relativePath.endsWith('.html')) {
      return response.notFound({ success: false, message: 'Not found' })
    }
    response.header('Cache-Control', 'no-cache')
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Content-Security-Policy', contentSecurityPolicy())
    return response.download(join(this.root, 'index.html'))
  }
}
