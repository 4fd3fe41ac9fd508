import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  APP_SCHEME_PRIVILEGES,
  createRendererHandler,
  resolveRendererPath,
} from './app-protocol.ts'

let base: string
let root: string

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'app-protocol-'))
  root = join(base, 'renderer')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Admin</title>')
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)')
  await writeFile(join(root, 'assets', 'index-abc.css'), 'body{}')
  await writeFile(join(base, 'secret.txt'), 'token')
  // a folder link leading out of the build: a junction on Windows, where linking a file needs
  // administrator rights or developer mode (elsewhere the type is ignored: a plain symlink)
  await mkdir(join(base, 'outside'))
  await writeFile(join(base, 'outside', 'secret.txt'), 'token')
  await symlink(join(base, 'outside'), join(root, 'assets', 'leak'), 'junction')
})

afterAll(() => rm(base, { recursive: true, force: true }))

describe('resolveRendererPath', () => {
  test('files of the build, and index.html for client-side routes', () => {
    expect(resolveRendererPath(root, 'app://admin/assets/index-abc.js')).toEqual({
      kind: 'file',
      path: join(root, 'assets', 'index-abc.js'),
    })
    for (const route of [
      'app://admin/',
      'app://admin',
      'app://admin/settings',
      'app://admin/course/draft?page=2',
    ]) {
      expect(resolveRendererPath(root, route)).toEqual({
        kind: 'file',
        path: join(root, 'index.html'),
      })
    }
  })

  test('nothing outside the build folder: dot segments, encoded slashes, backslashes, NUL', () => {
    for (const url of [
      'app://admin/..%2Fsecret.txt',
      'app://admin/assets/..%2F..%2Fsecret.txt',
      'app://admin/%2e%2e%2fsecret.txt',
      'app://admin/..%5Csecret.txt',
      'app://admin/assets%5C..%5C..%5Csecret.txt',
      'app://admin/index.html%00.js',
      'app://admin/%2Fetc%2Fpasswd.txt',
    ]) {
      const target = resolveRendererPath(root, url)
      expect(target.kind, url).toBe('refused')
      if (target.kind === 'file') expect(target.path.startsWith(root)).toBe(true)
    }
  })

  test('only the app host of the app scheme', () => {
    expect(resolveRendererPath(root, 'app://other/index.html')).toEqual({
      kind: 'refused',
      status: 404,
    })
    expect(resolveRendererPath(root, 'file:///etc/passwd')).toEqual({
      kind: 'refused',
      status: 404,
    })
    expect(resolveRendererPath(root, 'app://admin/%E0%A4%A.js')).toEqual({
      kind: 'refused',
      status: 400,
    })
  })
})

describe('createRendererHandler', () => {
  const csp = "default-src 'none'; connect-src https://pathshala.example.com"
  const handle = (url: string, method = 'GET') =>
    createRendererHandler(root, () => csp)(new Request(url, { method }))

  test('serves the page with the Content-Security-Policy of the moment', async () => {
    const response = await handle('app://admin/settings')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(csp)
    expect(await response.text()).toContain('<title>Admin</title>')
  })

  test('serves assets with their type and no sniffing', async () => {
    const script = await handle('app://admin/assets/index-abc.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await script.text()).toBe('console.log(1)')
    const style = await handle('app://admin/assets/index-abc.css')
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  test('refuses traversal, links leading out, missing files and writes', async () => {
    expect(await handle('app://admin/..%2Fsecret.txt')).toHaveProperty('status', 403)
    const leak = await handle('app://admin/assets/leak/secret.txt')
    expect(leak.status).toBe(404)
    expect(await leak.text()).not.toContain('token')
    expect(await handle('app://admin/assets/missing.js')).toHaveProperty('status', 404)
    expect(await handle('app://admin/assets/index-abc.js', 'POST')).toHaveProperty('status', 405)
  })

  test('the scheme is standard and secure, with no CSP bypass', () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({
      scheme: 'app',
      privileges: { standard: true, secure: true },
    })
    expect(APP_SCHEME_PRIVILEGES.privileges).not.toHaveProperty('bypassCSP')
  })
})
