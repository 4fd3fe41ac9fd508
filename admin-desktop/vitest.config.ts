import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { testFilesByIsolation } from '../shared/ui/vitest-isolation.ts'

const renderer = testFilesByIsolation(import.meta.dirname, ['src/renderer/**/*.test.{ts,tsx}'])

/**
 * Three kinds of tests: the packaging configuration (packaging/), the main process and the preload in Node with `electron` mocked (their
 * logic takes Electron's pieces as arguments), the renderer in jsdom with Testing Library.
 */
export default defineConfig({
  test: {
    // worker threads start quicker than the default forked processes; each file keeps its own
    // module graph (vi.mock('electron') is per file)
    pool: 'threads',
    // a test on a loaded 2-core CI machine can take seconds (its waits for the DOM up to 5 s)
    testTimeout: 15_000,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'main',
          environment: 'node',
          include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'],
          // electron-store imports electron when loaded: inline it so vi.mock('electron') applies
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        extends: true,
        test: {
          // an unpacked build with electron-builder: slow, and only in Node
          name: 'packaging',
          environment: 'node',
          include: ['packaging/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: renderer.shared,
          setupFiles: ['./vitest.setup.ts'],
          css: false,
          // the files share their worker's modules, imported once (../shared/ui/vitest-isolation.ts);
          // the setup's cleanup and timer bookkeeping still run per file
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer with module mocks',
          environment: 'jsdom',
          include: renderer.isolated,
          setupFiles: ['./vitest.setup.ts'],
          css: false,
          // one jsdom per worker thread, and a fresh context with its own modules per file, so
          // each file's vi.mock replaces what it names for that file only
          pool: 'vmThreads',
        },
      },
    ],
  },
})
