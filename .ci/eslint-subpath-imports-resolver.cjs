/*
| An eslint-plugin-import resolver for the `#...` subpath imports of a package.json `imports` map
| (api/package.json: `#accounts`, `#catalogue/*`, ...), which the plain Node resolver does not
| read. The lint zones of eslint.config.js then see where such an import leads, as they do for a
| relative one. A `.js` target stands for its `.ts` source, as TypeScript and ts-exec read it.
*/
const { existsSync, readFileSync } = require('node:fs')
const { dirname, join } = require('node:path')

/** The nearest package.json above `file` that has an `imports` map, with its folder. */
const mapFor = new Map()
function importsMap(folder) {
  if (mapFor.has(folder)) return mapFor.get(folder)
  const manifest = join(folder, 'package.json')
  let found = null
  if (existsSync(manifest)) {
    const { imports } = JSON.parse(readFileSync(manifest, 'utf8'))
    if (imports) found = { folder, imports }
  }
  if (!found && dirname(folder) !== folder) found = importsMap(dirname(folder))
  mapFor.set(folder, found)
  return found
}

/** The map's target for `source`: an exact key, or a `prefix*` key with the rest put in. */
function mapped(imports, source) {
  if (typeof imports[source] === 'string') return imports[source]
  for (const [key, value] of Object.entries(imports)) {
    const star = key.indexOf('*')
    if (star < 0 || typeof value !== 'string') continue
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)]
    if (source.startsWith(prefix) && source.endsWith(suffix) && source.length >= key.length - 1) {
      return value.replace('*', source.slice(prefix.length, source.length - suffix.length))
    }
  }
  return null
}

exports.interfaceVersion = 2

exports.resolve = function resolve(source, file) {
  if (!source.startsWith('#')) return { found: false }
  const map = importsMap(dirname(file))
  const target = map && mapped(map.imports, source)
  if (!target) return { found: false }
  const path = join(map.folder, target)
  for (const candidate of [path, path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.d.ts')]) {
    if (existsSync(candidate)) return { found: true, path: candidate }
  }
  return { found: false }
}
