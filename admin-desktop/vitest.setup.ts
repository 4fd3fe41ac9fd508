/*
| Runs before every renderer test file: jest-dom matchers, a clean DOM, storage
| and cookies after each test, and the browser APIs jsdom lacks (from the UI kit;
| IndexedDB, empty for each test, for the web admin's local drafts).
*/
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import '@pathshala/ui/testing/jsdom-stand-ins'

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/admin`
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  document.documentElement.className = ''
  document.body.className = ''
})

// React's scheduler can still hold work of roots cleanup() unmounted, run on a later macrotask:
// let it run while this file's DOM exists (once it ran after, failing a clean run with 'window
// is not defined' although every test had passed)
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50))
})
