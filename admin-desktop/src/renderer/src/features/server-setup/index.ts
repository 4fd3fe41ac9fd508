export { ServerSetupPage } from './components/ServerSetupPage.tsx'
export { ServerAddressForm } from './components/ServerAddressForm.tsx'
