import type { Plugin } from 'vite'
import { chunksImportedFrom, type BundleChunk } from './landing-chunk.ts'

/** A page the browser renders: its name and its modules (the page's and its data prefetch's). */
export interface ClientPage {
  name: string
  modules: string[]
}

/**
 * The modules the client-rendered pages (explore, course, store) load from chunks they share
 * with other code, each with the file it should travel in: `pages` when two or more of them
 * load it, `<page>-parts` when one does. Split automatically these are a dozen or more files
 * per page, most under 2 kB, each paying a response's headers (about 430 bytes) and, on a slow
 * network, a turn among the browser's six connections. What the app's entry loads at start and
 * the landing's modules (`landing`) are left as they are.
 */
export function pageSharedModules(
  chunks: BundleChunk[],
  pages: ClientPage[],
  landing: Set<string>
) {
  // what the app's entry loads before any page stays where it is, for every page
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const atStart = new Set(
    [...entries, ...chunksImportedFrom(chunks, entries)].map((chunk) => chunk.fileName)
  )
  const loadedBy = new Map<string, Set<string>>()
  for (const page of pages) {
    const own = chunks.filter((chunk) => page.modules.includes(chunk.facadeModuleId ?? ''))
    if (own.length !== page.modules.length) {
      throw new Error(`The bundle has no chunk for one of ${page.modules.join(', ')}`)
    }
    for (const chunk of chunksImportedFrom(chunks, own, atStart)) {
      for (const id of Object.keys(chunk.modules)) {
        if (landing.has(id)) continue
        const names = loadedBy.get(id) ?? new Set<string>()
        names.add(page.name)
        loadedBy.set(id, names)
      }
    }
  }
  const groups = new Map<string, string>()
  for (const [id, names] of loadedBy) {
    groups.set(id, names.size > 1 ? 'pages' : `${[...names][0]}-parts`)
  }
  return groups
}

/** The production build's first pass: records those modules and their files. */
export function recordPageModules(
  pages: ClientPage[],
  landing: Set<string>,
  into: Map<string, string>
): Plugin {
  return {
    name: 'pathshala:record-page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      for (const [id, group] of pageSharedModules(chunks as BundleChunk[], pages, landing)) {
        into.set(id, group)
      }
    },
  }
}

/** The second pass's code splitting for them (after the landing's group, which wins). */
export function pageChunkGroup(groups: Map<string, string>) {
  return {
    name: (moduleId: string) => groups.get(moduleId) ?? null,
    debugName: 'pages',
    // only the modules named: their imports that the app's entry loads stay with the entry
    includeDependenciesRecursively: false,
  }
}
