/*
| The browser APIs jsdom lacks that Blueprint and both front ends use, as inert
| stand-ins for component tests (imported by each workspace's vitest setup).
| jsdom has no layout: components that watch sizes or media queries get inert
| stand-ins.
*/

// jsdom declares matchMedia without a value, so test the value, not the name; configurable, so a
// test can stub it (vi.stubGlobal redefines it on the window, which is the global in vmThreads)
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
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
    Object.defineProperty(window, name, {
      writable: true,
      configurable: true,
      value: InertObserver,
    })
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
