import { defineConfig } from 'vitest/config'

// The kit's component and hook tests run in jsdom, like the front ends' own component tests;
// tests/ holds the lint-boundary proofs (Node).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
})
