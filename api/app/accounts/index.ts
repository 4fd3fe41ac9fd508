/*
| The accounts domain (sign-up, sessions, passwords, Google sign-in, profiles, access tokens and the users).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as User } from './models/user.js'
export type { AccountType } from './models/user.js'
export { default as AdminAccountService } from './services/admin_account_service.js'
export { default as ProfileService } from './services/profile_service.js'
export { default as SignInService } from './services/sign_in_service.js'
export { default as UserTransformer } from './transformers/user_transformer.js'
export { credentialsValidator } from './validators/auth.js'
export { displayPictureValidator, updateProfileValidator } from './validators/profile.js'
