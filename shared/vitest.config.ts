import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // plain functions in Node with nothing mocked: one module graph per worker thread, instead of
    // a fresh process and fresh imports for every file, is what makes this suite quick
    pool: 'threads',
    isolate: false,
    // Tests that stub document or fetch on globalThis get them removed again afterwards.
    unstubGlobals: true,
  },
})
