/*
| The profile's public entry: the query key of the learner's enrolled courses, which other
| features refresh after a change. The profile page is loaded lazily by the router (app/App.tsx).
*/
export { ENROLLED_COURSES_KEY } from './api/enrolled-courses.ts'
