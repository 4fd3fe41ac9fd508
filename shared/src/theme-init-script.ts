/**
 * The storefront's only inline script, the first thing in <body>, run before the first paint:
 * it applies a remembered light theme (the page is dark by default), so a prerendered page never
 * flashes dark. Inline, because a script file of its own would block the page for a round trip.
 * The storefront's build writes it into index.html and the API allows exactly this text in the
 * Content-Security-Policy by its SHA-256 hash (no 'unsafe-inline'), so both import this constant.
 * The key is the UI kit's THEME_STORAGE_KEY (shared/ui/src/theme/theme.ts).
 */
export const THEME_INIT_SCRIPT =
  "try{if(JSON.parse(localStorage.getItem('pathshala-theme'))==='light'){document.documentElement.classList.remove('bp6-dark');document.body.classList.remove('bp6-dark')}}catch(e){}"
