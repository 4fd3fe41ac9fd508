import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  blueprintClassesIn,
  classesNeededBy,
  purgeBlueprintCss,
  usedClasses,
} from './blueprint-css-purge.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A file laid out like one of Blueprint's bundled modules. */
function blueprintModule(source: string) {
  const root = mkdtempSync(join(tmpdir(), 'purge-test-'))
  folders.push(root)
  const folder = join(root, 'node_modules', '@blueprintjs', 'core', 'lib', 'esm', 'components')
  mkdirSync(folder, { recursive: true })
  const file = join(folder, 'widget.js')
  writeFileSync(file, source)
  return file
}

describe("Blueprint's stylesheet, reduced to what the app can use", () => {
  it('finds the classes a bundled Blueprint module names through its constants and helpers', () => {
    const file = blueprintModule(
      'className: classNames(Classes.INPUT_GROUP, Classes.variantClass(variant), Classes.sizeClass(size))'
    )
    const classes = blueprintClassesIn([file, `${file}?commonjs-proxy`, '\0virtual:module'])
    expect([...classes].sort()).toEqual(
      ['bp6-input-group', 'bp6-large', 'bp6-minimal', 'bp6-outlined', 'bp6-small'].sort()
    )
  })

  it('finds classes a module makes from a constant and a suffix, and prefixes finished at run time', () => {
    const file = blueprintModule(
      [
        'className: Classes.POPOVER_ARROW + "-fill"',
        'className: `${Classes.TAB}-title`',
        'className: `${Classes.TOAST_CONTAINER}-${position}`',
      ].join('\n')
    )
    const used = blueprintClassesIn([file])
    const css = [
      '.bp6-popover-arrow-fill{fill:white}',
      '.bp6-tab-title{x:1}',
      '.bp6-toast-container-top{top:0}',
      '.bp6-popover-arrow-border{y:1}',
    ].join('')
    const purged = purgeBlueprintCss(css, used)
    expect(purged).toContain('.bp6-popover-arrow-fill')
    expect(purged).toContain('.bp6-tab-title')
    expect(purged).toContain('.bp6-toast-container-top')
    expect(purged).not.toContain('arrow-border')
  })

  it('needs the classes of a selector but not those inside :not(), :is() or :where()', () => {
    expect(classesNeededBy('.bp6-dark .bp6-button:not(.bp6-minimal):hover')).toEqual([
      'bp6-dark',
      'bp6-button',
    ])
    expect(classesNeededBy(':focus:not(.bp6-ignore *)')).toEqual([])
    expect(classesNeededBy('.a\\:b')).toEqual(['a:b'])
  })

  it('keeps rules the code can match and drops those that need an unused class', () => {
    const used = usedClasses({
      sources: ['className:`bp6-button ${x}`,"bp6-dark"'],
      moduleIds: [],
    })
    const css = [
      ':focus{outline:2px}',
      'a{color:red}',
      '[readonly]{cursor:default}',
      '.bp6-button{padding:1px}',
      '.bp6-dark .bp6-button,.bp6-dark .bp6-slider{color:white}',
      '.bp6-slider-handle{left:0}',
      '.bp6-button.bp6-intent-primary{background:blue}',
      '.bp6-overlay-enter-active{opacity:1}',
      '@media (max-width:600px){.bp6-slider{width:100%}}',
      '@keyframes bp6-spin{to{transform:rotate(1turn)}}',
    ].join('')
    const purged = purgeBlueprintCss(css, used)
    expect(purged).toContain(':focus{outline:2px}')
    expect(purged).toContain('a{color:red}')
    expect(purged).toContain('[readonly]{cursor:default}')
    expect(purged).toContain('.bp6-button{padding:1px}')
    expect(purged).toContain('.bp6-dark .bp6-button{color:white}')
    expect(purged).not.toContain('slider')
    // put together at run time from a prefix and a value
    expect(purged).toContain('.bp6-button.bp6-intent-primary')
    expect(purged).toContain('.bp6-overlay-enter-active')
    expect(purged).not.toContain('@media')
    expect(purged).toContain('@keyframes bp6-spin')
  })
})
