/*
| Runs before every component test file: jest-dom matchers, a clean DOM and
| storage after each test, and the browser APIs jsdom lacks (from the UI kit).
| Timers the file leaves waiting are cancelled before its DOM goes (imported
| first, so React and Blueprint start theirs through it).
*/
import '@pathshala/ui/testing/pending-timers'
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import '@pathshala/ui/testing/jsdom-stand-ins'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.className = ''
  document.body.className = ''
})
