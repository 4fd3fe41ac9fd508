import type { Plugin } from 'vite'
import { chunksImportedFrom, STYLESHEET, type BundleChunk } from './landing-chunk.ts'

/** A page the browser renders: its name, its feature and its modules (the page's and its data prefetch's). */
export interface ClientPage {
  name: string
  /** the folder under src/features/ the page belongs to, e.g. `catalogue` */
  feature: string
  modules: string[]
}

/**
 * The files the client-rendered pages' (explore, course, store) modules travel in:
 * - what only one page loads, anywhere in the app (its component, its data prefetch, the parts
 *   only it uses): `<page>-parts`, one file with all of the page's own code;
 * - else what the pages of one feature load, when it has two or more (explore and course):
 *   `<feature>-parts`;
 * - else `pages`.
 * Split automatically these are a dozen or more files per page, most under 2 kB, each paying a
 * response's headers (about 600 bytes) and, on a slow network, a turn among the browser's six
 * connections. A module another route also loads (the sign-in page, the learning view) is never
 * in a `<page>-parts` file: that route would download the whole page with it. What the app's
 * entry loads at start and the landing's modules (`landing`) are left as they are.
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
  const loadedBy = new Map<string, Set<ClientPage>>()
  const pagesOwn: BundleChunk[] = []
  for (const page of pages) {
    const own = ownChunks(chunks, page)
    pagesOwn.push(...own)
    for (const chunk of [...own, ...chunksImportedFrom(chunks, own, atStart)]) {
      for (const id of Object.keys(chunk.modules)) {
        if (landing.has(id)) continue
        const loaders = loadedBy.get(id) ?? new Set<ClientPage>()
        loaders.add(page)
        loadedBy.set(id, loaders)
      }
    }
  }
  const elsewhere = loadedElsewhere(chunks, pagesOwn, atStart)
  const pagesOf = (feature: string) => pages.filter((page) => page.feature === feature).length
  const groups = new Map<string, string>()
  for (const [id, loaders] of loadedBy) {
    const features = new Set([...loaders].map((page) => page.feature))
    const [feature] = features
    const name =
      loaders.size === 1 && !elsewhere.has(id)
        ? `${[...loaders][0].name}-parts`
        : features.size === 1 && pagesOf(feature) > 1
          ? `${feature}-parts`
          : 'pages'
    groups.set(id, name)
  }
  return groups
}

/** The chunks of a page's own modules (its component's, its data prefetch's). */
function ownChunks(chunks: BundleChunk[], page: ClientPage) {
  const own = chunks.filter((chunk) => page.modules.includes(chunk.facadeModuleId ?? ''))
  if (own.length !== page.modules.length) {
    throw new Error(`The bundle has no chunk for one of ${page.modules.join(', ')}`)
  }
  return own
}

/**
 * The modules that routes and parts other than the client-rendered pages load (their lazily
 * loaded dialogs count as the pages'): every chunk loaded on demand, with what it imports.
 */
function loadedElsewhere(chunks: BundleChunk[], pagesOwn: BundleChunk[], atStart: Set<string>) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const pagesParts = new Set(pagesOwn.map((chunk) => chunk.fileName))
  const pending = pagesOwn.flatMap((chunk) => chunk.dynamicImports ?? [])
  while (pending.length > 0) {
    const file = pending.pop()!
    if (pagesParts.has(file)) continue
    pagesParts.add(file)
    pending.push(...(byFile.get(file)?.dynamicImports ?? []))
  }
  const others = chunks.filter(
    (chunk) => chunk.facadeModuleId && !chunk.isEntry && !pagesParts.has(chunk.fileName)
  )
  const modules = new Set<string>()
  for (const chunk of [...others, ...chunksImportedFrom(chunks, others, atStart)]) {
    for (const id of Object.keys(chunk.modules)) modules.add(id)
  }
  return modules
}

/**
 * The landing's scripts that none of the client-rendered pages loads when it opens (the home
 * page's carousel and tabs, some icons): in `landing` every page downloaded them. The landing's
 * pages load them as a file of their own (scripts/landing-chunk.ts); a page that needs one
 * later loads that file then. Stylesheets stay in `landing`, whose one CSS file keeps the
 * rules' order.
 */
export function landingOnlyModules(
  chunks: BundleChunk[],
  pages: ClientPage[],
  landing: Set<string>
) {
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const loaded = new Set<string>()
  for (const page of pages) {
    const own = ownChunks(chunks, page)
    for (const chunk of [...own, ...entries, ...chunksImportedFrom(chunks, [...own, ...entries])]) {
      for (const id of Object.keys(chunk.modules)) loaded.add(id)
    }
  }
  return new Set([...landing].filter((id) => !loaded.has(id) && !STYLESHEET.test(id)))
}

/**
 * The production build's first pass: records those modules and their files, and the
 * landing's modules no client-rendered page loads (`landingOnly`).
 */
export function recordPageModules(
  pages: ClientPage[],
  landing: Set<string>,
  into: Map<string, string>,
  landingOnly: Set<string>
): Plugin {
  return {
    name: 'pathshala:record-page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as BundleChunk[]
      for (const [id, group] of pageSharedModules(chunks, pages, landing)) into.set(id, group)
      for (const id of landingOnlyModules(chunks, pages, landing)) landingOnly.add(id)
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
