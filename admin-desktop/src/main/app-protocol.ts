import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, isAbsolute, join, relative, resolve } from 'node:path'
import { APP_HOST, APP_SCHEME } from '../shared/ipc-contract.ts'

/**
 * The scheme the renderer is loaded from instead of file://: standard (real origin, relative
 * URLs, localStorage per origin) and secure (treated like https), but with no extra powers (no
 * CSP bypass, no service workers).
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
}

export type RendererTarget =
  { kind: 'file'; path: string } | { kind: 'refused'; status: 400 | 403 | 404 }

function isInside(root: string, candidate: string): boolean {
  const path = relative(root, candidate)
  return path === '' || (!path.startsWith('..') && !isAbsolute(path))
}

/**
 * Maps an app:// URL to a file of the built renderer. Only the app's own host, only GET, only
 * files inside `root`: `..`, encoded slashes or backslashes, NUL bytes and absolute paths are
 * refused. A path without an extension is a client-side route and gets index.html.
 */
export function resolveRendererPath(root: string, requestUrl: string): RendererTarget {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return { kind: 'refused', status: 400 }
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST)
    return { kind: 'refused', status: 404 }

  // an encoded slash or backslash would turn one path segment into several after decoding
  if (/%(2f|5c)/i.test(url.pathname)) return { kind: 'refused', status: 403 }
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return { kind: 'refused', status: 400 }
  }
  if (pathname.includes('\0') || pathname.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(pathname)) {
    return { kind: 'refused', status: 403 }
  }
  const base = resolve(root)
  const relativePath = pathname.replace(/^\/+/, '')
  if (relativePath === '' || extname(relativePath) === '') {
    return { kind: 'file', path: join(base, 'index.html') }
  }
  const candidate = resolve(base, relativePath)
  if (!isInside(base, candidate)) return { kind: 'refused', status: 403 }
  return { kind: 'file', path: candidate }
}

function plain(status: number, text: string) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/**
 * The app:// handler: serves the built renderer from disk. Symbolic links are followed only
 * when their target is inside the folder too. Every page carries the CSP of the moment, which
 * may first wait for something the policy needs (the server's picture origin).
 */
export function createRendererHandler(root: string, csp: () => string | Promise<string>) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Method not allowed')
    const target = resolveRendererPath(root, request.url)
    if (target.kind === 'refused') return plain(target.status, 'Not found')
    try {
      const realRoot = await realpath(root)
      const realFile = await realpath(target.path)
      const details = await stat(realFile)
      if (!isInside(realRoot, realFile) || !details.isFile()) {
        return plain(404, 'Not found')
      }
      const body = await readFile(realFile)
      const type = CONTENT_TYPES[extname(realFile).toLowerCase()] ?? 'application/octet-stream'
      const headers: Record<string, string> = {
        'Content-Type': type,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      }
      if (type.startsWith('text/html')) {
        headers['Content-Security-Policy'] = await csp()
        headers['Referrer-Policy'] = 'no-referrer'
      }
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
        status: 200,
        headers,
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return plain(404, 'Not found')
      throw error
    }
  }
}
