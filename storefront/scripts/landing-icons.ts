import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const STOREFRONT = resolve(import.meta.dirname, '..')

/**
 * Where a first visit of the prerendered landing starts: the app's entry (with the shell) and
 * the home page the router loads for /home.
 */
const LANDING_ENTRIES = ['src/features/home/components/HomePage.tsx']

/** Our own packages the landing imports by name, and their entry files. */
const WORKSPACE_ENTRIES: Record<string, string> = {
  '@pathshala/ui': '../shared/ui/src/index.ts',
}

/** Static imports and re-exports (a lazy `import()` is another page's, not the landing's). */
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*'([^']+)'/gm
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@blueprintjs\/icons'/g
const ICON_COMPONENT =
  /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/]([a-z0-9-]+)\.js$/

function resolveImport(from: string, specifier: string) {
  const workspace = WORKSPACE_ENTRIES[specifier]
  if (workspace) return resolve(STOREFRONT, workspace)
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path)
  )
}

/** `TickCircle` -> `tick-circle`: the module an icon component lives in. */
const moduleNameOf = (component: string) =>
  component.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** The icon components that the landing's own modules, followed through static imports, use. */
export function landingIconNames() {
  const icons = new Set<string>()
  const seen = new Set<string>()
  const pending = LANDING_ENTRIES.map((entry) => resolve(STOREFRONT, entry))
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, list] of source.matchAll(ICON_IMPORT)) {
      for (const name of list.split(',')) {
        const component = name.trim().split(/\s+as\s+/)[0]
        if (component) icons.add(moduleNameOf(component))
      }
    }
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier)
      if (target && !seen.has(target)) pending.push(target)
    }
  }
  return icons
}

/**
 * A chunk name for Rolldown's code splitting. Each icon component shared by several pages would
 * be a chunk of its own (a few hundred bytes, each paying a request's headers on a first visit):
 * the landing's icons travel together in one file; every other module is split as usual.
 */
export function landingIconChunk() {
  const icons = landingIconNames()
  return (moduleId: string) => {
    const icon = ICON_COMPONENT.exec(moduleId)?.[1]
    return icon && icons.has(icon) ? 'landing-icons' : null
  }
}
