import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { DRAFT_TOO_LARGE_MESSAGE, DRAFT_VALUE_MAX_BYTES } from '../../../shared/local-drafts.ts'
import { fakeBridge } from '../test/fake-bridge.ts'
import { createBridgeDrafts } from './bridge-drafts.ts'
import {
  createIndexedDbDrafts,
  DRAFTS_DATABASE,
  DRAFTS_OBJECT_STORE,
  INDEXEDDB_UNAVAILABLE_MESSAGE,
} from './indexeddb-drafts.ts'
import type { LocalDraftStore } from './platform.ts'
import { createWebPlatform } from './web-platform.ts'

beforeEach(() => {
  // a fresh, empty IndexedDB for every test
  vi.stubGlobal('indexedDB', new IDBFactory())
})

const stores: Array<[string, () => LocalDraftStore]> = [
  ['the browser (IndexedDB)', () => createIndexedDbDrafts()],
  ['the desktop (through the bridge)', () => createBridgeDrafts(fakeBridge().drafts)],
]

describe.each(stores)('the local draft store of %s', (_name, createStore) => {
  test('gives back what was saved, null for a key never saved', async () => {
    const drafts = createStore()
    const value = { courseName: 'Modern History', price: 499.5, tags: ['upsc'], thumbnail: null }
    await drafts.set('u1:course:new', value)
    expect(await drafts.get('u1:course:new')).toEqual(value)
    expect(await drafts.get('u1:course:other')).toBeNull()
  })

  test('keeps plain data only, as JSON would (undefined fields dropped, dates as text)', async () => {
    const drafts = createStore()
    await drafts.set('k', { a: undefined, at: new Date('2026-01-02T03:04:05.000Z') })
    expect(await drafts.get('k')).toEqual({ at: '2026-01-02T03:04:05.000Z' })
    await expect(drafts.set('k', undefined)).rejects.toThrow(/plain data/)
    const cycle: Record<string, unknown> = {}
    cycle['self'] = cycle
    await expect(drafts.set('k', cycle)).rejects.toThrow(/plain data/)
  })

  test('lists keys by prefix in order; deleting removes one key', async () => {
    const drafts = createStore()
    await drafts.set('u2:a', 1)
    await drafts.set('u1:b', 2)
    await drafts.set('u1:a', 3)
    expect(await drafts.keys()).toEqual(['u1:a', 'u1:b', 'u2:a'])
    expect(await drafts.keys('u1:')).toEqual(['u1:a', 'u1:b'])
    await drafts.delete('u1:a')
    await drafts.delete('never')
    expect(await drafts.keys('u1:')).toEqual(['u1:b'])
    expect(await drafts.get('u1:a')).toBeNull()
  })

  test('refuses a value over 5 MB with a clear message, keeping the one before', async () => {
    const drafts = createStore()
    await drafts.set('big', 'small')
    await expect(drafts.set('big', 'x'.repeat(DRAFT_VALUE_MAX_BYTES))).rejects.toThrow(
      DRAFT_TOO_LARGE_MESSAGE
    )
    expect(await drafts.get('big')).toBe('small')
  })

  test('refuses an empty or overlong key', async () => {
    const drafts = createStore()
    await expect(drafts.set('', 1)).rejects.toThrow(/key/)
    await expect(drafts.get('k'.repeat(501))).rejects.toThrow(/key/)
    await expect(drafts.delete('')).rejects.toThrow(/key/)
  })
})

describe('the browser store', () => {
  test('outlives the page: a new store on the same IndexedDB reads what the last one saved', async () => {
    await createIndexedDbDrafts().set('u1:wizard', { step: 2 })
    expect(await createIndexedDbDrafts().get('u1:wizard')).toEqual({ step: 2 })
  })

  test('uses a database of its own, so nothing else on the site collides with it', async () => {
    await createIndexedDbDrafts().set('u1:wizard', { step: 2 })
    const databases = await indexedDB.databases()
    expect(databases.map((database) => database.name)).toEqual([DRAFTS_DATABASE])
    const request = indexedDB.open(DRAFTS_DATABASE)
    const database = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result)
    })
    expect([...database.objectStoreNames]).toEqual([DRAFTS_OBJECT_STORE])
    database.close()
  })

  test('the web platform offers it; without IndexedDB it refuses clearly', async () => {
    const platform = createWebPlatform()
    await platform.localDrafts.set('u1:x', [1])
    expect(await platform.localDrafts.get('u1:x')).toEqual([1])

    vi.stubGlobal('indexedDB', undefined)
    await expect(createIndexedDbDrafts().get('u1:x')).rejects.toThrow(INDEXEDDB_UNAVAILABLE_MESSAGE)
  })
})

describe('the desktop store', () => {
  test('hands main JSON text and shows its refusal as the error', async () => {
    const bridge = fakeBridge()
    const drafts = createBridgeDrafts(bridge.drafts)
    await drafts.set('u1:x', { step: 1 })
    expect(bridge.drafts.set).toHaveBeenCalledWith('u1:x', '{"step":1}')
    expect(bridge.drafts.saved.get('u1:x')).toBe('{"step":1}')

    bridge.drafts.set.mockResolvedValueOnce({ ok: false, message: 'The disk is full' })
    await expect(drafts.set('u1:x', { step: 2 })).rejects.toThrow('The disk is full')
  })
})
