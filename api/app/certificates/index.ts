/*
| The certificates domain (certificates of completion, their PDFs and verification page).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as Certificate } from './models/certificate.js'
export { default as CertificateService } from './services/certificate_service.js'
export { verification } from './transformers/certificate_transformer.js'
export { verificationPage, VERIFICATION_PAGE_STYLE_SOURCE } from './services/verification_page.js'
