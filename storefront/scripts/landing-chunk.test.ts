import { describe, expect, it } from 'vitest'
import { landingChunkGroup, landingSharedModules } from './landing-chunk.ts'
import { chunk } from './test-bundle.ts'

const PAGE = '/repo/storefront/src/features/home/components/HomePage.tsx'

const bundle = [
  chunk(
    'index.js',
    ['/repo/src/main.tsx', '/repo/src/app.css', '/nm/react-dom/client.js'],
    ['router.js'],
    {
      isEntry: true,
    }
  ),
  chunk('router.js', ['/nm/react-router/index.js'], ['icons.js']),
  chunk('icons.js', ['/nm/@blueprintjs/icons/tick-circle.js']),
  chunk(
    'HomePage.js',
    [PAGE, '/repo/src/home/StatsStrip.tsx'],
    ['index.js', 'router.js', 'cards.js'],
    {
      facadeModuleId: PAGE,
    }
  ),
  chunk('cards.js', ['/repo/src/catalogue/CourseCard.tsx', '/repo/src/catalogue/card.css']),
  chunk('ProfilePage.js', ['/repo/src/profile/ProfilePage.tsx'], ['router.js', 'camera.js']),
  chunk('camera.js', ['/nm/@blueprintjs/icons/camera.js']),
]

describe('the landing chunk', () => {
  it("takes the modules of every chunk the landing page imports, and the entry's stylesheets", () => {
    const modules = landingSharedModules(bundle, PAGE)
    expect([...modules].sort()).toEqual(
      [
        '/nm/@blueprintjs/icons/tick-circle.js',
        '/nm/react-router/index.js',
        '/repo/src/app.css',
        '/repo/src/catalogue/CourseCard.tsx',
        '/repo/src/catalogue/card.css',
      ].sort()
    )
  })

  it("leaves the entry's scripts, the page's own modules and other pages' chunks where they are", () => {
    const modules = landingSharedModules(bundle, PAGE)
    expect(modules).not.toContain('/repo/src/main.tsx')
    expect(modules).not.toContain(PAGE)
    expect(modules).not.toContain('/repo/src/home/StatsStrip.tsx')
    expect(modules).not.toContain('/nm/@blueprintjs/icons/camera.js')
  })

  it('fails the build when the landing page is not in the bundle', () => {
    expect(() => landingSharedModules(bundle, '/repo/src/Missing.tsx')).toThrow(/no chunk/)
  })

  it('names the recorded modules landing and leaves the rest to automatic splitting', () => {
    const group = landingChunkGroup(new Set(['/nm/react-router/index.js']))
    expect(group.name('/nm/react-router/index.js')).toBe('landing')
    expect(group.name('/repo/src/profile/ProfilePage.tsx')).toBeNull()
  })

  it('names landing-only what no client-rendered page loads', () => {
    const group = landingChunkGroup(
      new Set(['/nm/react-router/index.js', '/nm/@blueprintjs/core/tabs.js']),
      new Set(['/nm/@blueprintjs/core/tabs.js'])
    )
    expect(group.name('/nm/react-router/index.js')).toBe('landing')
    expect(group.name('/nm/@blueprintjs/core/tabs.js')).toBe('landing-only')
  })
})
