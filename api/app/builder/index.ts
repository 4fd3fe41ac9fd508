/*
| The builder domain (the course builder: drafts, sections and lessons).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as CourseDraft } from './models/course_draft.js'
