import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * Blueprint's Icon component checks string icon names against `IconNamesSet`, built in
 * `iconNames.js` from the 16 px enum of every icon (700 names twice, about 9 kB as brotli) with
 * change-case, on every first visit. The same exports come from one comma-separated list and two
 * string rules; names the rules would not produce are written out. The module is generated from
 * the installed Blueprint at build time, so it cannot fall behind an upgrade.
 */
const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/

const pascalName = (name: string) =>
  name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
const legacyName = (name: string) => name.replace(/-/g, '_').toUpperCase()

export function compactIconNamesSource() {
  const require = createRequire(import.meta.url)
  const blueprint = require('@blueprintjs/icons/lib/cjs/iconNames.js') as {
    IconNames: Record<string, string>
    IconNamesSet: Set<string>
  }
  const names = [...blueprint.IconNamesSet]
  if (names.some((name) => !/^[a-z0-9-]+$/.test(name))) {
    throw new Error('An icon name has characters the compact list cannot hold')
  }
  const derived = new Map<string, string>()
  for (const name of names) derived.set(pascalName(name), name)
  for (const name of names) derived.set(legacyName(name), name)
  for (const [key, name] of derived) {
    if (blueprint.IconNames[key] !== name) {
      throw new Error(`Blueprint has no icon key ${key} for ${name}: the rules need updating`)
    }
  }
  const written = Object.fromEntries(
    Object.entries(blueprint.IconNames).filter(([key]) => !derived.has(key))
  )
  return [
    `const names = ${JSON.stringify(names.join(','))}.split(',')`,
    `export const IconNames = {}`,
    `for (const name of names) IconNames[name.replace(/(?:^|-)([a-z0-9])/g, (_, letter) => letter.toUpperCase())] = name`,
    `for (const name of names) IconNames[name.replace(/-/g, '_').toUpperCase()] = name`,
    `Object.assign(IconNames, ${JSON.stringify(written)})`,
    `export const IconNamesSet = new Set(names)`,
  ].join('\n')
}

export function blueprintIconNames(): Plugin {
  let source: string | undefined
  return {
    name: 'pathshala:blueprint-icon-names',
    load(id) {
      if (!ICON_NAMES_MODULE.test(id)) return null
      source ??= compactIconNamesSource()
      return source
    },
  }
}
