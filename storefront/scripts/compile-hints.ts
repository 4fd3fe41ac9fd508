import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with it is compiled whole, on a
 * background thread while it downloads, instead of function by function on the main thread the
 * first time each runs. The code a first visit runs (the entry, the landing's and the pages'
 * files) is nearly all called at start; at 4x CPU its lazy compiling took ~150-200 ms of the main
 * thread before a client-rendered page's first paint (docs/decisions.md, "Delivery").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

interface OutputFile {
  type: 'chunk' | 'asset'
  isEntry?: boolean
  moduleIds?: string[]
}

/** The entry and every file holding one of `firstLoad`'s modules. */
export function startsFirstLoad(file: OutputFile, firstLoad: (moduleId: string) => boolean) {
  return file.type === 'chunk' && (file.isEntry === true || (file.moduleIds ?? []).some(firstLoad))
}

/**
 * Starts the files a first visit loads with the hint; the others (dialogs, the learning view)
 * stay compiled function by function when used. Done once the bundle is complete: the hint
 * must be the file's first line, and Vite puts its preload map above the code after
 * minification (which would drop a comment anyway).
 */
export function compileHints(firstLoad: (moduleId: string) => boolean): Plugin {
  return {
    name: 'pathshala:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && startsFirstLoad(file, firstLoad)) {
            file.code = `${COMPILE_HINT}\n${file.code}`
          }
        }
      },
    },
  }
}
