/*
| Runs before every component test file: jest-dom matchers, a clean DOM and
| storage after each test, and the browser APIs jsdom lacks (from the UI kit).
| Timers the file leaves waiting are cancelled before its DOM goes (imported
| first, so React and Blueprint start theirs through it).
*/
import { cleanUpAfterFile } from '@pathshala/ui/testing/after-each-file'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import '@pathshala/ui/testing/jsdom-stand-ins'

// findBy* and waitFor end as soon as what they wait for is there; on a loaded CI machine that can
// take more than Testing Library's default second
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.className = ''
  document.body.className = ''
})

// after the file's last test, while its DOM is still there: its toasts and waiting timers go
afterAll(cleanUpAfterFile)
