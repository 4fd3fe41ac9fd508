/*
| Runs before every renderer test file: jest-dom matchers, a clean DOM, storage
| and cookies after each test, and the browser APIs jsdom lacks (from the UI kit).
*/
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import '@pathshala/ui/testing/jsdom-stand-ins'

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
