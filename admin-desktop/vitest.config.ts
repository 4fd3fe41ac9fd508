import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Three kinds of tests: the packaging configuration (packaging/), the main process and the preload in Node with `electron` mocked (their
 * logic takes Electron's pieces as arguments), the renderer in jsdom with Testing Library.
 */
export default defineConfig({
  test: {
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
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: false,
        },
      },
    ],
  },
})
