/*
| The contact domain (the contact form).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
// nothing here is used from outside the domain yet
export {}
