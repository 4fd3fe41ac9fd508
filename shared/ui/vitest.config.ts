import { defineConfig } from 'vitest/config'

// The kit's component and hook tests run in jsdom, like the front ends' own component tests;
// tests/ holds the lint-boundary proofs (Node).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'jsdom',
    // one jsdom per worker thread instead of one per file (Vitest's own advice: making it was
    // 43% of the run); each file still gets a fresh context with its own modules, so the setup's
    // timer bookkeeping (src/testing/pending-timers.ts) stays per file
    pool: 'vmThreads',
    // a test on a loaded 2-core CI machine can take seconds (its waits for the DOM up to 5 s)
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
})
