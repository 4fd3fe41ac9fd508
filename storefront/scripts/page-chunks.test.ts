import { describe, expect, it } from 'vitest'
import { pageChunkGroup, pageSharedModules } from './page-chunks.ts'
import { chunk } from './test-bundle.ts'

const EXPLORE = '/repo/src/catalogue/ExplorePage.tsx'
const EXPLORE_DATA = '/repo/src/catalogue/prefetch-explore.ts'
const STORE = '/repo/src/store/StorePage.tsx'
const STORE_DATA = '/repo/src/store/prefetch-store.ts'

const bundle = [
  chunk('index.js', ['/repo/src/main.tsx'], ['router.js', 'toaster.js'], { isEntry: true }),
  chunk('router.js', ['/nm/react-router/index.js']),
  // the entry loads it at start: it stays where it is even though both pages use it
  chunk('toaster.js', ['/repo/ui/toaster.ts']),
  chunk('ExplorePage.js', [EXPLORE], ['index.js', 'filters.js', 'search.js', 'cross.js'], {
    facadeModuleId: EXPLORE,
  }),
  chunk('prefetch-explore.js', [EXPLORE_DATA], ['filters.js'], { facadeModuleId: EXPLORE_DATA }),
  chunk('StorePage.js', [STORE], ['index.js', 'search.js', 'cross.js', 'view.js', 'toaster.js'], {
    facadeModuleId: STORE,
  }),
  chunk('prefetch-store.js', [STORE_DATA], [], { facadeModuleId: STORE_DATA }),
  chunk('filters.js', ['/repo/src/catalogue/explore-filters.ts'], ['url.js']),
  chunk('url.js', ['/repo/ui/url-params.ts']),
  chunk('search.js', ['/nm/@blueprintjs/icons/search.js']),
  chunk('cross.js', ['/nm/@blueprintjs/icons/cross.js']),
  chunk('view.js', ['/repo/ui/view-mode.tsx', '/repo/ui/landing-card.tsx']),
]

const pages = [
  { name: 'explore', modules: [EXPLORE, EXPLORE_DATA] },
  { name: 'store', modules: [STORE, STORE_DATA] },
]

describe('the client-rendered pages’ shared chunks', () => {
  const groups = pageSharedModules(bundle, pages, new Set(['/repo/ui/landing-card.tsx']))

  it('puts what two pages load in one file, and what one page loads in a file of its own', () => {
    expect(Object.fromEntries(groups)).toEqual({
      '/nm/@blueprintjs/icons/search.js': 'pages',
      '/nm/@blueprintjs/icons/cross.js': 'pages',
      '/repo/src/catalogue/explore-filters.ts': 'explore-parts',
      '/repo/ui/url-params.ts': 'explore-parts',
      '/repo/ui/view-mode.tsx': 'store-parts',
    })
  })

  it("leaves the pages' own modules, the entry's and the landing's where they are", () => {
    for (const id of [EXPLORE, STORE, EXPLORE_DATA, '/repo/src/main.tsx', '/repo/ui/toaster.ts']) {
      expect(groups.has(id)).toBe(false)
    }
    expect(groups.has('/nm/react-router/index.js')).toBe(false)
    expect(groups.has('/repo/ui/landing-card.tsx')).toBe(false)
  })

  it('names the recorded modules only, without their imports', () => {
    const group = pageChunkGroup(groups)
    expect(group.name('/repo/ui/view-mode.tsx')).toBe('store-parts')
    expect(group.name('/repo/src/main.tsx')).toBeNull()
    expect(group.includeDependenciesRecursively).toBe(false)
  })

  it('fails the build when a page is not in the bundle', () => {
    expect(() =>
      pageSharedModules(bundle, [{ name: 'course', modules: ['/repo/x.tsx'] }], new Set())
    ).toThrow(/no chunk/)
  })
})
