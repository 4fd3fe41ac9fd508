import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints, startsFirstLoad } from './compile-hints.ts'

const FIRST_LOAD = new Set(['\0shared.js'])
const firstLoad = (id: string) => FIRST_LOAD.has(id)

/** A real build of an entry that imports a shared module and loads two others on demand. */
async function buildApp() {
  const modules: Record<string, string> = {
    '\0entry.js': [
      "import { greet } from 'shared.js'",
      "export const lazy = () => import('lazy.js').then((m) => m.later(greet('x')))",
    ].join('\n'),
    '\0shared.js': "export const greet = (name) => 'hello ' + name",
    '\0lazy.js': [
      "import { greet } from 'shared.js'",
      "import { helper } from 'helper.js'",
      'export const later = (text) => helper(greet(text))',
    ].join('\n'),
    '\0helper.js': "export const helper = (text) => text + '!'",
  }
  const output = (await build({
    logLevel: 'silent',
    configFile: false,
    plugins: [
      {
        name: 'virtual-app',
        enforce: 'pre',
        resolveId: (id) => (`\0${id}` in modules ? `\0${id}` : null),
        load: (id) => modules[id] ?? null,
      },
      compileHints(firstLoad),
    ],
    build: {
      write: false,
      rollupOptions: {
        input: 'entry.js',
        preserveEntrySignatures: 'strict',
        output: { codeSplitting: { groups: [{ name: 'helper', test: /helper/ }] } },
      },
    },
  })) as Rolldown.RolldownOutput
  return output.output.filter((file) => file.type === 'chunk')
}

describe('compile hints', () => {
  it('counts the entry and the files holding a first-load module as first-load files', () => {
    expect(startsFirstLoad({ type: 'chunk', isEntry: true, moduleIds: ['/a.js'] }, firstLoad)).toBe(
      true
    )
    expect(
      startsFirstLoad({ type: 'chunk', isEntry: false, moduleIds: ['\0shared.js'] }, firstLoad)
    ).toBe(true)
    expect(
      startsFirstLoad({ type: 'chunk', isEntry: false, moduleIds: ['/lazy.js'] }, firstLoad)
    ).toBe(false)
    expect(startsFirstLoad({ type: 'asset' }, firstLoad)).toBe(false)
  })

  it('starts the first-load files of a real build with the hint, on their very first line', async () => {
    const chunks = await buildApp()
    const entry = chunks.find((chunk) => chunk.isEntry)!
    const shared = chunks.find((chunk) => chunk.moduleIds.includes('\0shared.js'))!
    // the entry's preload map (put above the code by Vite) comes after the hint, not before it
    expect(entry.code).toContain('__vite__mapDeps')
    for (const chunk of new Set([entry, shared])) {
      expect(chunk.code.split('\n')[0], chunk.fileName).toBe(COMPILE_HINT)
      expect(chunk.code.indexOf(COMPILE_HINT), chunk.fileName).toBe(0)
    }
  })

  it('leaves the files loaded on demand without it', async () => {
    const chunks = await buildApp()
    const onDemand = chunks.filter(
      (chunk) =>
        !chunk.isEntry && !chunk.moduleIds.includes('\0shared.js') && chunk.moduleIds.length > 0
    )
    expect(onDemand.length).toBeGreaterThan(0)
    for (const chunk of onDemand) expect(chunk.code, chunk.fileName).not.toContain(COMPILE_HINT)
  })
})
