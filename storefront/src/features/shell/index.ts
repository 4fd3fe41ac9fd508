/*
| The shell's public entry: the contact details and how a user is named on screen. The layout
| itself is mounted by the router (app/App.tsx).
*/
export {
  CONTACT_EMAILS,
  LOCATION,
  OFFICE_HOURS,
  PHONE_SUPPORT_HOURS,
  SUPPORT_PHONE,
} from './lib/contact-details.ts'
export { displayNameOf } from './lib/display-name.ts'
