import { describe, expect, it } from 'vitest'
import { landingIconChunk, landingIconNames } from './landing-icons.ts'

const iconModule = (name: string) =>
  `/repo/node_modules/@blueprintjs/icons/lib/esm/generated/components/${name}.js`

describe('the landing icons chunk', () => {
  it('holds the icons the home page and the components it imports use', () => {
    const icons = landingIconNames()
    // StatsStrip (home) and CourseCard (catalogue, through its index) are on the landing
    expect(icons).toContain('timeline-line-chart')
    expect(icons).toContain('tick-circle')
    expect(icons).toContain('people')
  })

  it("leaves out icons of pages the landing does not load (the profile photo's camera)", () => {
    expect(landingIconNames()).not.toContain('camera')
  })

  it('names only icon component modules, and only the landing ones', () => {
    const chunkOf = landingIconChunk()
    expect(chunkOf(iconModule('timeline-line-chart'))).toBe('landing-icons')
    expect(chunkOf(iconModule('camera'))).toBeNull()
    expect(chunkOf('/repo/storefront/src/features/home/components/StatsStrip.tsx')).toBeNull()
  })
})
