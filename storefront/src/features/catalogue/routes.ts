/*
| The catalogue feature's route entry: its pages' loaders, for the router (app/App.tsx). Dynamic
| imports only, so the app's entry imports this without taking in any of the feature's code or
| stylesheets (which importing its index.ts would).
*/
export const loadExplorePage = () => import('./components/ExplorePage.tsx')
export const loadCourseDetailPage = () => import('./components/CourseDetailPage.tsx')
