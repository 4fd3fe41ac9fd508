/*
| The profile's public entry: the query keys of the learner's enrolled courses, which other
| features refresh after a change. The profile page is loaded lazily by the router (app/App.tsx).
*/
export { profileKeys } from './api/profile-keys.ts'
