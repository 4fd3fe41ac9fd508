import { describe, expect, it } from 'vitest'
import { landingOnlyModules, pageChunkGroup, pageSharedModules } from './page-chunks.ts'
import { chunk } from './test-bundle.ts'

const EXPLORE = '/repo/src/catalogue/ExplorePage.tsx'
const EXPLORE_DATA = '/repo/src/catalogue/prefetch-explore.ts'
const COURSE = '/repo/src/catalogue/CourseDetailPage.tsx'
const COURSE_DATA = '/repo/src/catalogue/prefetch-course.ts'
const STORE = '/repo/src/store/StorePage.tsx'
const STORE_DATA = '/repo/src/store/prefetch-store.ts'
const STORE_DIALOG = '/repo/src/store/BookDetailsDialog.tsx'
const LOGIN = '/repo/src/auth/LoginPage.tsx'

const bundle = [
  chunk('index.js', ['/repo/src/main.tsx'], ['router.js', 'toaster.js'], {
    isEntry: true,
    dynamicImports: ['LoginPage.js'],
  }),
  chunk('router.js', ['/nm/react-router/index.js']),
  // the entry loads it at start: it stays where it is even though the pages use it
  chunk('toaster.js', ['/repo/ui/toaster.ts']),
  chunk('ExplorePage.js', [EXPLORE, '/repo/src/catalogue/ExploreFilters.tsx'], ['filters.js'], {
    facadeModuleId: EXPLORE,
  }),
  chunk('prefetch-explore.js', [EXPLORE_DATA], ['queries.js'], { facadeModuleId: EXPLORE_DATA }),
  chunk('CourseDetailPage.js', [COURSE], ['queries.js', 'search.js', 'callout.js'], {
    facadeModuleId: COURSE,
  }),
  chunk('prefetch-course.js', [COURSE_DATA], ['queries.js'], { facadeModuleId: COURSE_DATA }),
  chunk('StorePage.js', [STORE], ['index.js', 'search.js', 'view.js', 'toaster.js'], {
    facadeModuleId: STORE,
    dynamicImports: ['BookDetailsDialog.js'],
  }),
  chunk('prefetch-store.js', [STORE_DATA], [], { facadeModuleId: STORE_DATA }),
  // the store's own dialog, loaded on demand: what it shares with the page is still the page's
  chunk('BookDetailsDialog.js', [STORE_DIALOG], ['view.js'], { facadeModuleId: STORE_DIALOG }),
  chunk('LoginPage.js', [LOGIN], ['callout.js'], { facadeModuleId: LOGIN }),
  chunk('filters.js', ['/repo/src/catalogue/explore-filters.ts', '/repo/ui/url-params.ts']),
  chunk('queries.js', ['/repo/src/catalogue/catalogue-queries.ts']),
  chunk('search.js', ['/nm/@blueprintjs/icons/search.js']),
  chunk('callout.js', ['/nm/@blueprintjs/core/callout.js']),
  chunk('view.js', ['/repo/ui/view-mode.tsx', '/repo/ui/landing-card.tsx']),
]

const pages = [
  { name: 'explore', feature: 'catalogue', modules: [EXPLORE, EXPLORE_DATA] },
  { name: 'course', feature: 'catalogue', modules: [COURSE, COURSE_DATA] },
  { name: 'store', feature: 'store', modules: [STORE, STORE_DATA] },
]

describe('the client-rendered pages’ files', () => {
  const groups = pageSharedModules(bundle, pages, new Set(['/repo/ui/landing-card.tsx']))

  it("puts all of a page's own code in one file: its component, its data prefetch, what only it loads", () => {
    expect(groups.get(EXPLORE)).toBe('explore-parts')
    expect(groups.get(EXPLORE_DATA)).toBe('explore-parts')
    expect(groups.get('/repo/src/catalogue/ExploreFilters.tsx')).toBe('explore-parts')
    expect(groups.get('/repo/src/catalogue/explore-filters.ts')).toBe('explore-parts')
    expect(groups.get(STORE)).toBe('store-parts')
    expect(groups.get(STORE_DATA)).toBe('store-parts')
    // the store's dialog loads it too, but the dialog is the store page's
    expect(groups.get('/repo/ui/view-mode.tsx')).toBe('store-parts')
  })

  it("shares a feature's modules among its pages, and the rest among all pages", () => {
    expect(groups.get('/repo/src/catalogue/catalogue-queries.ts')).toBe('catalogue-parts')
    expect(groups.get('/nm/@blueprintjs/icons/search.js')).toBe('pages')
  })

  it("keeps out of a page's file what another route loads too, so that route does not download the page", () => {
    // only the course page among the pages, but the sign-in page too
    expect(groups.get('/nm/@blueprintjs/core/callout.js')).toBe('catalogue-parts')
    const loginUsesTheView = bundle.map((each) =>
      each.fileName === 'LoginPage.js'
        ? chunk('LoginPage.js', [LOGIN], ['callout.js', 'view.js'], { facadeModuleId: LOGIN })
        : each
    )
    const storeAndLogin = pageSharedModules(loginUsesTheView, pages, new Set())
    // a one-page feature has no feature file: shared with another route, it is in `pages`
    expect(storeAndLogin.get('/repo/ui/view-mode.tsx')).toBe('pages')
  })

  it("leaves the entry's modules, the landing's and other routes' own where they are", () => {
    for (const id of ['/repo/src/main.tsx', '/repo/ui/toaster.ts', '/nm/react-router/index.js']) {
      expect(groups.has(id)).toBe(false)
    }
    expect(groups.has('/repo/ui/landing-card.tsx')).toBe(false)
    expect(groups.has(LOGIN)).toBe(false)
    expect(groups.has(STORE_DIALOG)).toBe(false)
  })

  it('names the recorded modules only, without their imports', () => {
    const group = pageChunkGroup(groups)
    expect(group.name('/repo/ui/view-mode.tsx')).toBe('store-parts')
    expect(group.name('/repo/src/main.tsx')).toBeNull()
    expect(group.includeDependenciesRecursively).toBe(false)
  })

  it('fails the build when a page is not in the bundle', () => {
    expect(() =>
      pageSharedModules(
        bundle,
        [{ name: 'course', feature: 'catalogue', modules: ['/repo/x.tsx'] }],
        new Set()
      )
    ).toThrow(/no chunk/)
  })
})

describe("the landing's modules no client-rendered page loads", () => {
  const HOME = '/repo/src/home/HomePage.tsx'
  const landingBundle = [
    ...bundle,
    chunk('HomePage.js', [HOME], ['carousel.js', 'search.js', 'landing.css.js'], {
      facadeModuleId: HOME,
    }),
    chunk('carousel.js', ['/repo/src/home/use-carousel.ts', '/nm/@blueprintjs/core/tabs.js']),
    chunk('landing.css.js', ['/repo/src/home/carousel.css']),
  ]
  const landing = new Set([
    '/repo/src/home/use-carousel.ts',
    '/nm/@blueprintjs/core/tabs.js',
    '/repo/src/home/carousel.css',
    '/nm/@blueprintjs/icons/search.js',
    '/nm/react-router/index.js',
  ])

  it('are the ones none of them reaches, stylesheets aside', () => {
    expect([...landingOnlyModules(landingBundle, pages, landing)].sort()).toEqual([
      '/nm/@blueprintjs/core/tabs.js',
      '/repo/src/home/use-carousel.ts',
    ])
  })
})
