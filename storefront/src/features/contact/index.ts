/*
| The contact feature's public entry: its screen, the only part other code may use. The router
| (app/App.tsx) loads that screen lazily, in a chunk of its own.
*/
export { default as ContactPage } from './components/ContactPage.tsx'
