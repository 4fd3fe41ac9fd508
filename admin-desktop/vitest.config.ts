import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { COMPONENT_TEST_DEPENDENCIES } from '../shared/ui/vitest-dependencies.ts'

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
          // one jsdom per worker thread instead of one per file (Vitest's own advice); each file
          // still gets a fresh context with its own modules, so vi.mock stays per file
          pool: 'vmThreads',
          // the UI libraries pre-bundled, imported by each file's context as a few large modules
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  ...COMPONENT_TEST_DEPENDENCIES,
                  '@blueprintjs/select',
                  '@dnd-kit/core',
                  '@dnd-kit/sortable',
                  '@dnd-kit/utilities',
                  'recharts',
                  'idb-keyval',
                ],
              },
            },
          },
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: false,
        },
      },
    ],
  },
})
