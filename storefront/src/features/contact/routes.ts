/*
| The contact feature's route entry: its page's loader, for the router (app/App.tsx). Dynamic
| imports only, so the app's entry imports this without taking in any of the feature's code or
| stylesheets (which importing its index.ts would).
*/
export const loadContactPage = () => import('./components/ContactPage.tsx')
