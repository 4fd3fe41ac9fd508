import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Tests that stub document or fetch on globalThis get them removed again afterwards.
    unstubGlobals: true,
  },
})
