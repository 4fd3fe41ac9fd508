import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { rendererConfig } from './vite.renderer.ts'

/**
 * electron-vite makes the renderer's asset paths relative (for file://). The renderer is served
 * from app://admin/ instead, where a reload on a nested route (app://admin/course/draft) must
 * still find /assets, so the paths stay absolute.
 */
function absoluteAssetPaths(): Plugin {
  return { name: 'pathshala:absolute-asset-paths', enforce: 'post', config: () => ({ base: '/' }) }
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // @pathshala/shared is TypeScript source: bundle it; electron-store stays a runtime module
      externalizeDeps: { exclude: ['@pathshala/shared'] },
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload is a classic script that may require only 'electron': one CommonJS
      // file with everything else bundled in.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig(),
    plugins: [...rendererConfig().plugins, absoluteAssetPaths()],
    build: {
      outDir: 'out/renderer',
      minify: true,
      rolldownOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
    },
  },
})
