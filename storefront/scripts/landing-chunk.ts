import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The page module a first visit of the prerendered landing (/home) hydrates. */
export const LANDING_PAGE = resolve(
  import.meta.dirname,
  '../src/features/home/components/HomePage.tsx'
)

/** A stylesheet's module id (`x.css`, `x.css?inline`). */
export const STYLESHEET = /\.css(?:$|\?)/

export interface BundleChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  /** the chunks it loads on demand (`import()`) */
  dynamicImports?: string[]
  modules: Record<string, unknown>
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * The modules of the chunks the landing page imports besides the app's own entry and the page's:
 * the router, Blueprint's components, the session, the theme, the catalogue cards and their
 * icons. Split automatically they arrive as twenty files, many of a few hundred bytes, each
 * paying a response's headers (about 600 bytes) on a first visit. The entry's stylesheets come
 * along: one file's rules are in the order the modules run (Blueprint's, then ours, then the
 * cards'), which is the order the separate files had, so the same rules win.
 */
export function landingSharedModules(chunks: BundleChunk[], page = LANDING_PAGE) {
  const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === page)
  if (!pageChunk) throw new Error(`The bundle has no chunk for ${page}`)
  const modules = new Set<string>()
  for (const chunk of chunksImportedFrom(chunks, [pageChunk])) {
    for (const id of Object.keys(chunk.modules)) {
      if (!chunk.isEntry || STYLESHEET.test(id)) modules.add(id)
    }
  }
  return modules
}

/**
 * The chunks that `from` imports statically, directly or through others (`from` excluded);
 * a chunk in `stopAt` is neither listed nor followed.
 */
export function chunksImportedFrom(
  chunks: BundleChunk[],
  from: BundleChunk[],
  stopAt: Set<string> = new Set()
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set(from.map((chunk) => chunk.fileName))
  const reached: BundleChunk[] = []
  const pending = from.flatMap((chunk) => chunk.imports)
  while (pending.length > 0) {
    const chunk = byFile.get(pending.pop()!)
    if (!chunk || seen.has(chunk.fileName)) continue
    seen.add(chunk.fileName)
    if (stopAt.has(chunk.fileName)) continue
    reached.push(chunk)
    pending.push(...chunk.imports)
  }
  return reached
}

/** The production build's first pass: records which modules the landing shares with the app. */
export function recordLandingModules(into: Set<string>): Plugin {
  return {
    name: 'pathshala:record-landing-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      for (const id of landingSharedModules(chunks as BundleChunk[])) into.add(id)
    },
  }
}

/**
 * The second pass's code splitting: those modules travel as one `landing` file. Every other
 * page needs most of them too (router, components, session); what none of the client-rendered
 * pages loads (`landingOnly`, scripts/page-chunks.ts) travels as `landing-only`, which only the
 * landing's pages load at first. Modules of other pages are split as usual.
 */
export function landingChunkGroup(modules: Set<string>, landingOnly: Set<string> = new Set()) {
  return {
    name: (moduleId: string) =>
      landingOnly.has(moduleId) ? 'landing-only' : modules.has(moduleId) ? 'landing' : null,
    debugName: 'landing',
  }
}
