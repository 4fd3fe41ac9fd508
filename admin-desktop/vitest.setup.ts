/*
| Runs before every renderer test file: jest-dom matchers, a clean DOM, storage
| and cookies after each test, and the browser APIs jsdom lacks (from the UI kit;
| IndexedDB, empty for each test, for the web admin's local drafts). Timers the
| file leaves waiting are cancelled before its DOM goes (imported first, so React
| and Blueprint start theirs through it).
*/
import { cleanUpAfterFile } from '@pathshala/ui/testing/after-each-file'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import '@pathshala/ui/testing/jsdom-stand-ins'

// findBy* and waitFor end as soon as what they wait for is there; on a loaded CI machine that can
// take more than Testing Library's default second
configure({ asyncUtilTimeout: 5_000 })

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

// after the file's last test, while its DOM is still there: its toasts and waiting timers go
afterAll(cleanUpAfterFile)
