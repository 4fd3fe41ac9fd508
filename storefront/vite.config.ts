import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// In development the API runs on its own port; production serves both from one origin.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3333' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
  test: {
    // component tests only: the browser suite lives in e2e/ and runs through Playwright
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // stubs made with vi.stubGlobal / vi.stubEnv and spies are undone after every test
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
  },
})
