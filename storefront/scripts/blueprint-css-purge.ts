import { existsSync, readFileSync } from 'node:fs'
import { Classes } from '@blueprintjs/core'
import postcss, { type Container } from 'postcss'
import type { Plugin } from 'vite'

const BLUEPRINT_CSS = /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/
const BLUEPRINT_MODULE = /[\\/]node_modules[\\/]@blueprintjs[\\/][^\\/]+[\\/]lib[\\/].*\.m?js$/
/** Where the constants are defined (every one of them), not used. */
const BLUEPRINT_CLASS_DEFINITIONS = /[\\/]common[\\/](classes|index)\.js$/

/**
 * Classes Blueprint puts together at run time from a prefix and a value (an intent, a
 * placement, a layout, a depth), and the suffixes react-transition-group adds to its
 * transitions: kept whatever the code spells out.
 */
const BUILT_AT_RUN_TIME = [
  new RegExp(
    `^${Classes.getClassNamespace()}-(intent|elevation|position|align|icon|popover-content-placement|non-ideal-state|toast-container|panel-stack|tree-node-content)-`
  ),
  /-(enter|exit|appear|leave)(-active|-done)?$/,
]

/** Blueprint's helpers that pick one of a few constants (the others are kept by prefix). */
const CLASS_HELPERS: Record<string, string[]> = {
  alignmentClass: [Classes.ALIGN_LEFT, Classes.ALIGN_RIGHT],
  sizeClass: [Classes.SMALL, Classes.LARGE],
  variantClass: [Classes.MINIMAL, Classes.OUTLINED],
}

/** A class made of a constant and a suffix: `${Classes.TAB}-title`, `Classes.ARROW + "-fill"`. */
const COMPOSED_CLASSES = [
  /\$\{Classes\.([A-Z][A-Z0-9_]*)\}-([a-z0-9-]*)(\$\{)?/g,
  /Classes\.([A-Z][A-Z0-9_]*)\s*\+\s*["'`]-([a-z0-9-]*)["'`](\s*\+)?/g,
]
/** Ends an entry of the used set that stands for every class starting with it. */
const PREFIX_MARK = '*'

/** What the app's code can put on an element: what the first pass of the build found. */
export interface ClassUsage {
  /** The built scripts and pages: every word in them may be a class. */
  sources: string[]
  /** The files of the modules bundled (Blueprint's components among them). */
  moduleIds: string[]
}

/** Modules that may name Blueprint's classes: Blueprint's own and ours (not other packages). */
function namesClasses(file: string) {
  if (BLUEPRINT_CLASS_DEFINITIONS.test(file) || !existsSync(file)) return false
  return BLUEPRINT_MODULE.test(file) || !/[\\/]node_modules[\\/]/.test(file)
}

/**
 * Blueprint's classes that the bundled modules use. Blueprint's components and our code name a
 * class through its `Classes` constants (`Classes.INPUT_GROUP`), built from one another at run
 * time, so the constants a bundled module mentions are looked up in the library's own `Classes`.
 */
export function blueprintClassesIn(moduleIds: string[]) {
  const constants = Classes as unknown as Record<string, unknown>
  const classes = new Set<string>()
  for (const id of moduleIds) {
    const file = id.replace(/\?.*$/, '')
    if (!namesClasses(file)) continue
    const source = readFileSync(file, 'utf8')
    for (const pattern of COMPOSED_CLASSES) {
      for (const [, name, suffix, more] of source.matchAll(pattern)) {
        const value = constants[name]
        if (typeof value !== 'string') continue
        // with more to come at run time, every class under the prefix stays
        classes.add(more || !suffix ? `${value}-${suffix}${PREFIX_MARK}` : `${value}-${suffix}`)
      }
    }
    for (const [name] of source.matchAll(/\b[A-Za-z][A-Za-z0-9_]+\b/g)) {
      const value = constants[name]
      if (typeof value === 'string' && /^[A-Z]/.test(name)) classes.add(value)
      if (Object.hasOwn(CLASS_HELPERS, name)) {
        for (const helped of CLASS_HELPERS[name]) classes.add(helped)
      }
    }
  }
  return classes
}

/** Every class the code can use: each word of the built code, and Blueprint's constants. */
export function usedClasses(usage: ClassUsage) {
  const used = blueprintClassesIn(usage.moduleIds)
  for (const source of usage.sources) {
    for (const word of source.match(/[A-Za-z0-9_-]+/g) ?? []) used.add(word)
  }
  return used
}

/**
 * The classes a selector needs on the page. Those inside :not(), :is(), :where() and :has()
 * are left out: such a selector can match without them.
 */
export function classesNeededBy(selector: string) {
  let plain = selector
  for (let previous = ''; previous !== plain;) {
    previous = plain
    plain = plain.replace(/:(not|is|where|has)\([^()]*\)/g, '')
  }
  return [...plain.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map(([, name]) =>
    name.replace(/\\(.)/g, '$1')
  )
}

function isKept(name: string, used: Set<string>) {
  if (used.has(name) || BUILT_AT_RUN_TIME.some((pattern) => pattern.test(name))) return true
  // a prefix entry (`bp6-tab-*`): the class or one of its shorter dash-separated beginnings
  for (let end = name.lastIndexOf('-'); end > 0; end = name.lastIndexOf('-', end - 1)) {
    if (used.has(`${name.slice(0, end + 1)}${PREFIX_MARK}`)) return true
  }
  return false
}

/**
 * Blueprint's stylesheet without the selectors that need a class no code of the app uses
 * (docs/decisions.md#delivery).
 * Selectors without classes (`:focus`, `a`, `[readonly]`) and everything else stay.
 */
export function purgeBlueprintCss(css: string, used: Set<string>) {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as any).name)) return
    const selectors = rule.selectors.filter((selector) =>
      classesNeededBy(selector).every((name) => isKept(name, used))
    )
    if (selectors.length === 0) rule.remove()
    else rule.selectors = selectors
  })
  // media queries and layers whose rules all went
  root.walkAtRules((atRule) => {
    if ((atRule as Container).nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

/** Records, for the second pass, what the first pass bundled and wrote. */
export function recordClassUsage(usage: ClassUsage): Plugin {
  return {
    name: 'pathshala:record-class-usage',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          usage.sources.push(file.code)
          usage.moduleIds.push(...Object.keys(file.modules))
        } else if (file.fileName.endsWith('.html') && typeof file.source === 'string') {
          usage.sources.push(file.source)
        }
      }
    },
  }
}

/**
 * The production build's second pass: Blueprint's 470 kB stylesheet reduced to the rules the
 * first pass's code can use. The CSS file's hash is then made from what is served, like every
 * other asset's.
 */
export function blueprintCssPurge(usage: ClassUsage): Plugin {
  let used: Set<string> | undefined
  return {
    name: 'pathshala:blueprint-css-purge',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!BLUEPRINT_CSS.test(id)) return null
      used ??= usedClasses(usage)
      return { code: purgeBlueprintCss(code, used), map: null }
    },
  }
}
