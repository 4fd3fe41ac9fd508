import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'

/** What the desktop renderer and the /admin web build have in common: one renderer, two hosts. */
export function rendererConfig() {
  return {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react()],
    build: { sourcemap: false },
  }
}
