/*
| The certificates' public entry: the profile's Certificates tab, the learning view's
| certificate card, and the query keys the learning view refreshes after a completion.
*/
export { certificatesKeys } from './api/certificates-keys.ts'
export { useCertificates } from './api/certificates.ts'
export { CertificatesList } from './components/CertificatesList.tsx'
export { CourseCertificateCard } from './components/CourseCertificateCard.tsx'
