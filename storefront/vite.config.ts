import { defineConfig } from 'vite'
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
})
