import { defineConfig } from 'vitest/config'
import { testFilesByIsolation } from './vitest-isolation.ts'

const { isolated, shared } = testFilesByIsolation(import.meta.dirname, ['src/**/*.test.{ts,tsx}'])

// The kit's component and hook tests run in jsdom, like the front ends' own component tests;
// tests/ holds the lint-boundary proofs (Node).
export default defineConfig({
  test: {
    environment: 'jsdom',
    // a test on a loaded 2-core CI machine can take seconds (its waits for the DOM up to 5 s)
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    unstubGlobals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'kit',
          include: [...shared, 'tests/**/*.test.ts'],
          // the files share their worker's modules (vitest-isolation.ts); the setup's cleanup and
          // timer bookkeeping still run per file
          pool: 'threads',
          isolate: false,
        },
      },
      ...(isolated.length > 0
        ? [
            {
              extends: true as const,
              test: {
                name: 'kit, with module mocks',
                include: isolated,
                // a context of its own per file, one jsdom per worker thread
                pool: 'vmThreads' as const,
              },
            },
          ]
        : []),
    ],
  },
})
