/*
| Runs before every renderer test file: jest-dom matchers, a clean DOM, storage
| and cookies after each test, and the browser APIs jsdom lacks that Blueprint
| and the app use.
*/
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

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

// jsdom has no layout: components that watch sizes or media queries get inert stand-ins.
// jsdom declares matchMedia without a value
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
  if (!(name in window))
    Object.defineProperty(window, name, { writable: true, value: InertObserver })
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
