/*
| Runs before every kit test file: jest-dom matchers, and a clean DOM, storage
| and theme class after each test; timers the file leaves waiting are cancelled
| before its DOM goes (imported first, so React and Blueprint start theirs
| through it).
*/
import './src/testing/pending-timers.ts'
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  // the lint-boundary proofs run in Node, without a DOM
  if (typeof document === 'undefined') return
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.body.className = ''
})
