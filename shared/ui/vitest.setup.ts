/*
| Runs before every kit test file: jest-dom matchers, and a clean DOM, storage
| and theme class after each test; timers the file leaves waiting are cancelled
| before its DOM goes (imported first, so React and Blueprint start theirs
| through it).
*/
import { cleanUpAfterFile } from './src/testing/after-each-file.ts'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

// findBy* and waitFor end as soon as what they wait for is there; on a loaded CI machine that can
// take more than Testing Library's default second
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  // the lint-boundary proofs run in Node, without a DOM
  if (typeof document === 'undefined') return
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.body.className = ''
})

// after the file's last test, while its DOM is still there: its toasts and waiting timers go
afterAll(cleanUpAfterFile)
