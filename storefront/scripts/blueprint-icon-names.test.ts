import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { blueprintIconNames, compactIconNamesSource } from './blueprint-icon-names.ts'

const blueprint = createRequire(import.meta.url)('@blueprintjs/icons/lib/cjs/iconNames.js') as {
  IconNames: Record<string, string>
  IconNamesSet: Set<string>
}

/** Runs the generated module's code and answers its two exports. */
function evaluateCompact() {
  const body = compactIconNamesSource().replaceAll('export const ', 'const ')
  return new Function(`${body}\nreturn { IconNames, IconNamesSet }`)() as typeof blueprint
}

describe("the compact replacement of Blueprint's icon names", () => {
  it('exports exactly what Blueprint exports: every key and every name', () => {
    const compact = evaluateCompact()
    expect(compact.IconNames).toEqual(blueprint.IconNames)
    expect([...compact.IconNamesSet].sort()).toEqual([...blueprint.IconNamesSet].sort())
    expect(compact.IconNamesSet.has('tick-circle')).toBe(true)
    expect(compact.IconNamesSet.has('no-such-icon')).toBe(false)
  })

  it('is a fraction of the enum it replaces', () => {
    expect(compactIconNamesSource().length).toBeLessThan(12_000)
  })

  it("replaces only Blueprint's iconNames module", () => {
    const plugin = blueprintIconNames()
    const load = plugin.load as (id: string) => string | null
    expect(load('/repo/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toContain(
      'IconNamesSet'
    )
    expect(load('/repo/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js')).toBeNull()
    expect(load('/repo/storefront/src/iconNames.js')).toBeNull()
  })
})
