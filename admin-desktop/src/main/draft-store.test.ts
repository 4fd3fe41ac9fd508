import { link, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { DRAFT_TOO_LARGE_MESSAGE, DRAFT_VALUE_MAX_BYTES } from '../shared/local-drafts.ts'

// electron-store reads app paths from Electron when it has them; these tests give it a folder
vi.mock('electron', () => ({ default: {}, app: { getPath: () => '/nowhere' } }))

const { createDrafts, draftsSetAsideNotice, openDraftsStore, DRAFTS_LAYOUT_VERSION } =
  await import('./draft-store.ts')

let folder: string
const file = () => join(folder, 'drafts.json')

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'drafts-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

const open = (now?: () => number) => createDrafts(openDraftsStore({ cwd: folder }), now)

describe('the drafts file', () => {
  test('keeps values as JSON text under any key, dots included, in drafts.json', async () => {
    const drafts = open(() => 1_700_000_000_000)
    const value = JSON.stringify({ courseName: 'Modern History', sections: [{ name: 'a.b' }] })
    expect(drafts.set('u1:course.new', value)).toEqual({ ok: true })
    expect(drafts.get('u1:course.new')).toBe(value)
    expect(drafts.get('u1:course')).toBeNull()

    const saved = JSON.parse(await readFile(file(), 'utf8'))
    expect(saved.drafts['u1:course.new']).toEqual({ json: value, savedAt: 1_700_000_000_000 })
    expect(saved.__internal__.migrations.version).toBe(DRAFTS_LAYOUT_VERSION)
    // nothing nested under "u1:course"
    expect(Object.keys(saved.drafts)).toEqual(['u1:course.new'])
  })

  test('what was written is there for the next start of the app', () => {
    open().set('u1:wizard', '{"step":2}')
    expect(open().get('u1:wizard')).toBe('{"step":2}')
  })

  test('lists keys by prefix, in order, and deletes one key only', () => {
    const drafts = open()
    drafts.set('u2:b', '1')
    drafts.set('u1:b', '2')
    drafts.set('u1:a', '3')
    expect(drafts.keys()).toEqual(['u1:a', 'u1:b', 'u2:b'])
    expect(drafts.keys('u1:')).toEqual(['u1:a', 'u1:b'])
    expect(drafts.keys('nobody:')).toEqual([])

    drafts.delete('u1:a')
    drafts.delete('never-saved')
    expect(open().keys()).toEqual(['u1:b', 'u2:b'])
  })

  test('refuses a value over 5 MB clearly and keeps the one saved before', () => {
    const drafts = open()
    drafts.set('big', '"small"')
    const tooLarge = JSON.stringify('x'.repeat(DRAFT_VALUE_MAX_BYTES))
    expect(drafts.set('big', tooLarge)).toEqual({ ok: false, message: DRAFT_TOO_LARGE_MESSAGE })
    expect(drafts.get('big')).toBe('"small"')

    // the limit counts bytes, not characters: 2 million 3-byte characters are 6 MB
    expect(drafts.set('wide', JSON.stringify('अ'.repeat(2_000_000)))).toEqual({
      ok: false,
      message: DRAFT_TOO_LARGE_MESSAGE,
    })
    // just under the limit is kept
    const fits = JSON.stringify('x'.repeat(DRAFT_VALUE_MAX_BYTES - 2))
    expect(drafts.set('fits', fits)).toEqual({ ok: true })
  })

  test('refuses text that is not JSON and keys that are empty or too long', () => {
    const drafts = open()
    expect(drafts.set('k', '{oops')).toMatchObject({ ok: false })
    expect(drafts.set('', '1')).toMatchObject({ ok: false })
    expect(drafts.set('k'.repeat(501), '1')).toMatchObject({ ok: false })
    expect(drafts.keys()).toEqual([])
  })

  test('an object prototype key is just a key', () => {
    const drafts = open()
    expect(drafts.get('__proto__')).toBeNull()
    expect(drafts.get('constructor')).toBeNull()
    drafts.set('constructor', '1')
    expect(open().get('constructor')).toBe('1')
  })

  test('a write replaces the file whole (a new file renamed over it), never edits it in place', async () => {
    const drafts = open()
    drafts.set('a', '1')
    // a second name for the file as it is now: an in-place write would change what it shows
    await link(file(), join(folder, 'before.json'))
    drafts.set('b', '2')
    expect(JSON.parse(await readFile(join(folder, 'before.json'), 'utf8')).drafts).toEqual({
      a: expect.objectContaining({ json: '1' }),
    })
    expect(Object.keys(JSON.parse(await readFile(file(), 'utf8')).drafts)).toEqual(['a', 'b'])
    // and no temporary file is left beside it
    const names = await readdir(folder)
    expect(names.sort()).toEqual(['before.json', 'drafts.json'])
  })

  test('an unreadable file is moved aside, not deleted, and the app starts empty', async () => {
    await writeFile(file(), '{ "drafts": { "u1:x": { "json": "1"')
    const drafts = open()
    expect(drafts.keys()).toEqual([])
    drafts.set('u1:y', '2')
    const names = await readdir(folder)
    const aside = names.find((name) => name.startsWith('drafts.unreadable-'))
    expect(aside).toBeDefined()
    expect(await readFile(join(folder, aside!), 'utf8')).toContain('"u1:x"')

    // a file of the wrong shape is kept aside the same way, and whoever opened it is told where
    await rm(join(folder, aside!))
    await writeFile(file(), JSON.stringify({ drafts: { k: { json: 5 } } }))
    const onSetAside = vi.fn()
    expect(createDrafts(openDraftsStore({ cwd: folder, onSetAside })).keys()).toEqual([])
    const after = await readdir(folder)
    const keptAs = after.find((name) => name.startsWith('drafts.unreadable-'))
    expect(keptAs).toBeDefined()
    expect(onSetAside).toHaveBeenCalledTimes(1)
    expect(onSetAside).toHaveBeenCalledWith(join(folder, keptAs!), expect.any(Error))
    expect(draftsSetAsideNotice(join(folder, keptAs!))).toMatchObject({
      message: 'Your local drafts file could not be read.',
      detail: expect.stringContaining(`It was kept as ${join(folder, keptAs!)}`),
    })
  })
})
