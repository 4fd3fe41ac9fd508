import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { rendererConfig } from './vite.renderer.ts'

/**
 * The same renderer built for the browser: the API serves out/web at /admin, so every asset path
 * and the router's basename start with /admin/ (import.meta.env.BASE_URL).
 */
export default defineConfig({
  ...rendererConfig(),
  base: '/admin/',
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    sourcemap: false,
  },
})
