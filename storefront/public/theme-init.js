// Applies a remembered light theme before the first paint. A file of its own, loaded without
// defer from index.html, because the Content-Security-Policy allows no inline script. The key
// is THEME_STORAGE_KEY of @pathshala/ui (shared/ui/src/theme/theme.ts).
try {
  if (JSON.parse(localStorage.getItem('pathshala-theme')) === 'light') {
    document.documentElement.classList.remove('bp6-dark')
    document.body.classList.remove('bp6-dark')
  }
} catch {}
